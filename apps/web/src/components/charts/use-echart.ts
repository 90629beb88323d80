import { type EChartsCoreOption, type EChartsType, init } from 'echarts/core';
import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useRef } from 'react';

/**
 * Binds one ECharts instance (SVG renderer) to a div: created once, updated with
 * each new option, resized with its box, disposed on unmount. Callers register the
 * charts they draw with echarts' `use`, so each screen ships only those. Charts do not animate for people who
 * ask for less motion (decision 413).
 */
export function useEChart(option: EChartsCoreOption) {
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const reduceMotion = useReducedMotion(undefined, { getInitialValueInEffect: false });

  useEffect(() => {
    if (!ref.current) return;
    const instance = init(ref.current, undefined, { renderer: 'svg' });
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
    chart.current?.setOption(reduceMotion ? { ...option, animation: false } : option, { notMerge: true });
  }, [option, reduceMotion]);

  return ref;
}
