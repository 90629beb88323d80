import { Box } from '@mantine/core';
import { useEChart } from '@/components/charts/use-echart';
import type { EChartsOption } from './echarts';
import './echarts';

interface EChartProps {
  option: EChartsOption;
  height?: number;
  /** Read by people using a screen reader (and by tests). */
  label: string;
  /** Extra attributes for tests and styling (e.g. data-chart-type). */
  dataAttributes?: Record<string, string>;
}

/** A chart of the dashboard (the charts it draws are registered in ./echarts). */
export function EChart({ option, height = 280, label, dataAttributes }: EChartProps) {
  const ref = useEChart(option);
  return <Box ref={ref} h={height} w="100%" role="img" aria-label={label} {...dataAttributes} />;
}
