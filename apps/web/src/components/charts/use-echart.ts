import { type EChartsCoreOption, type EChartsType, init } from 'echarts/core';
import { useEffect, useRef } from 'react';

/**
 * Binds one ECharts instance (SVG renderer) to a div: created once, updated with
 * each new option, resized with its box, disposed on unmount. Callers register the
 * charts they draw with echarts' `use`, so each screen ships only those.
 */
export function useEChart(option: EChartsCoreOption) {
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);

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
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return ref;
}
