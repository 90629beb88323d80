/**
 * Apache ECharts with only what the dashboard draws: bar, line and pie (the
 * donut), with grid, tooltip and legend, on the SVG renderer (crisp at any
 * zoom, and readable in tests). Imported only from the dashboard's chunk.
 */
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { AriaComponent, DatasetComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

echarts.use([
  BarChart,
  LineChart,
  PieChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  DatasetComponent,
  // Decal patterns, so series differ in more than colour (the previous-period bars are hatched).
  AriaComponent,
  SVGRenderer,
]);

export { echarts };
export type EChartsOption = echarts.EChartsCoreOption;
