/**
 * Apache ECharts with only what the dashboard draws: bar, line and pie (the
 * donut), with grid, tooltip and legend, on the SVG renderer (crisp at any
 * zoom, and readable in tests). Imported only from the dashboard's chunk.
 */
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { DatasetComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
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
  SVGRenderer,
]);

export { echarts };
export type EChartsOption = echarts.EChartsCoreOption;
