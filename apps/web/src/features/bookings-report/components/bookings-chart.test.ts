import type { TBookingReportRow } from '@flexapp/contract';
import { describe, expect, it } from 'vitest';
import { chartOption } from './bookings-chart';

const row = (day: number, average: number): TBookingReportRow =>
  ({ year: 2026, month: 11, day, building_id: 1, building_name: 'HQ', average }) as TBookingReportRow;

describe('bookings chart option (decision 175)', () => {
  it('writes percentages in the reader language with a unit', () => {
    const option = chartOption([row(2, 22.1), row(3, 35.5)], 'heatmap', 'Booked', 'nl') as unknown as {
      tooltip: { valueFormatter: (v: unknown) => string };
      visualMap: { max: number; formatter: (v: number) => string };
    };
    expect(option.tooltip.valueFormatter(22.1)).toBe('22,1 %');
    expect(option.visualMap.max).toBe(40);
    expect(option.visualMap.formatter(12.5)).toBe('12,5 %');
    const en = chartOption([row(2, 1234.5)], 'bar', 'Booked', 'en') as unknown as {
      tooltip: { valueFormatter: (v: unknown) => string };
    };
    expect(en.tooltip.valueFormatter(22.1)).toBe('22.1 %');
  });
  it('ends the colour scale at the highest value, rounded up to 10 %, so low weeks are not all pale', () => {
    const max = (rows: TBookingReportRow[]) =>
      (chartOption(rows, 'heatmap', 'Booked', 'en') as unknown as { visualMap: { max: number } }).visualMap.max;
    expect(max([row(2, 12), row(3, 31)])).toBe(40);
    expect(max([row(2, 0)])).toBe(10);
    expect(max([row(2, 99.5)])).toBe(100);
  });
});
