import { DASHBOARD_TIMEOUT_MS } from '@flexapp/contract';
import type { DateRange } from '../lib/date-presets';

/** What the dashboard's switcher and filters have chosen; every report is asked with these. */
export interface DashboardFilters {
  buildingId?: number;
  floorId?: number;
  roomId?: number;
  range: DateRange;
  dayOfWeek: number;
}

/** The query of the GET reports: building_id etc. only when numeric (docs/product/api.md). */
export function reportQuery(f: DashboardFilters) {
  return {
    building_id: f.buildingId,
    floor_id: f.floorId,
    room_id: f.roomId,
    start_date: f.range.start,
    end_date: f.range.end,
    day_of_week: f.dayOfWeek,
  };
}

export const reportKey = (name: string, f: DashboardFilters, extra: Record<string, unknown> = {}) =>
  ['dashboard-reports', name, reportQuery(f), extra] as const;

export const REPORT_TIMEOUT_MS = DASHBOARD_TIMEOUT_MS;
export const REPORT_STALE_MS = 60_000;
