import { Box } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { type EChartsOption, echarts } from './echarts';

interface EChartProps {
  option: EChartsOption;
  height?: number;
  /** Read by people using a screen reader (and by tests). */
  label: string;
  /** Extra attributes for tests and styling (e.g. data-chart-type). */
  dataAttributes?: Record<string, string>;
}

/** One ECharts instance bound to a div: created once, updated with each option, resized with its box. */
export function EChart({ option, height = 280, label, dataAttributes }: EChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof echarts.init> | null>(null);

  useEffect(() => {
    if (!ref.current) return;
    const instance = echarts.init(ref.current, undefined, { renderer: 'svg' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(ref.current);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <Box ref={ref} h={height} w="100%" role="img" aria-label={label} {...dataAttributes} />;
}
