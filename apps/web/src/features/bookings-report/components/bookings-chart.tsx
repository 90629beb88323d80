import { type TBookingReportRow, toApiDate, toDisplayDate } from '@flexapp/contract';
import { BarChart, HeatmapChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import { type EChartsCoreOption, use as registerCharts } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useEChart } from '@/components/charts/use-echart';

// Only the charts this screen draws (and only in the dashboard's chunk).
registerCharts([
  HeatmapChart,
  BarChart,
  LineChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  VisualMapComponent,
  SVGRenderer,
]);

export type ChartMode = 'heatmap' | 'bar' | 'line';

const dayKey = (r: TBookingReportRow) => toApiDate(new Date(r.year, r.month - 1, r.day));

/**
 * The option for one mode: days across, buildings as heatmap rows or as series; values are booked-desk percentages,
 * written in the reader's language ("22,1 %" in Dutch).
 */
export function chartOption(rows: TBookingReportRow[], mode: ChartMode, valueLabel: string, language = 'en') {
  const days = [...new Set(rows.map(dayKey))];
  const buildings = [...new Map(rows.map((r) => [r.building_id, r.building_name])).entries()];
  const labels = days.map((d) => toDisplayDate(d).slice(0, 5));
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const percent = (v: unknown) => `${number.format(Number(v))} %`;
  const tooltip = { trigger: mode === 'heatmap' ? 'item' : 'axis', valueFormatter: percent };
  if (mode === 'heatmap') {
    const index = new Map(days.map((d, i) => [d, i]));
    const bIndex = new Map(buildings.map(([id], i) => [id, i]));
    const scaleMax = Math.min(100, Math.max(10, Math.ceil(Math.max(0, ...rows.map((r) => r.average)) / 10) * 10));
    return {
      tooltip,
      // Room under the day labels for the legend, which no longer overlaps them.
      grid: { left: 140, right: 24, top: 16, bottom: 96 },
      xAxis: { type: 'category', data: labels, splitArea: { show: true }, axisLabel: { hideOverlap: true } },
      yAxis: { type: 'category', data: buildings.map(([, name]) => name), splitArea: { show: true } },
      visualMap: {
        min: 0,
        // The scale ends at the highest value (to the next 10 %), so a week at 20-40 % is not all pale.
        max: scaleMax,
        calculable: true,
        orient: 'horizontal',
        left: 'center',
        bottom: 0,
        itemHeight: 160,
        formatter: percent,
        inRange: { color: ['#e6fcf5', '#38d9a9', '#0ca678', '#087f5b', '#063d2c'] },
      },
      series: [
        {
          name: valueLabel,
          type: 'heatmap',
          data: rows.map((r) => [index.get(dayKey(r)), bIndex.get(r.building_id), r.average]),
          label: {
            show: days.length <= 16,
            formatter: (p: { value: [number, number, number] }) => percent(p.value[2]),
          },
          emphasis: { itemStyle: { borderColor: '#333', borderWidth: 1 } },
        },
      ],
    };
  }
  const values = new Map(rows.map((r) => [`${r.building_id}/${dayKey(r)}`, r.average]));
  return {
    tooltip,
    legend: { type: 'scroll', bottom: 0 },
    grid: { left: 48, right: 24, top: 24, bottom: 48 },
    xAxis: { type: 'category', data: labels },
    yAxis: { type: 'value', min: 0, max: 100, name: valueLabel, axisLabel: { formatter: percent } },
    series: buildings.map(([id, name]) => ({
      name,
      type: mode,
      smooth: mode === 'line',
      data: days.map((d) => values.get(`${id}/${d}`) ?? 0),
    })),
  };
}

export function BookingsChart({
  rows,
  mode,
  valueLabel,
}: {
  rows: TBookingReportRow[];
  mode: ChartMode;
  valueLabel: string;
}) {
  const { i18n } = useTranslation();
  const option = useMemo(
    () => chartOption(rows, mode, valueLabel, i18n.language),
    [rows, mode, valueLabel, i18n.language],
  );
  const ref = useEChart(option as EChartsCoreOption);
  const buildings = new Set(rows.map((r) => r.building_id)).size;
  return (
    <div
      ref={ref}
      data-testid="bookings-chart"
      data-mode={mode}
      style={{ width: '100%', height: mode === 'heatmap' ? Math.max(220, 60 + buildings * 36 + 60) : 320 }}
    />
  );
}
