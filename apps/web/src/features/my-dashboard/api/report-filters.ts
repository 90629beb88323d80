import { DASHBOARD_TIMEOUT_MS } from '@flexapp/contract';
import type { DateRange } from '../lib/date-presets';

/** What the dashboard's switcher and filters have chosen; every report is asked with these. */
export interface DashboardFilters {
  /** The chosen buildings, sent as `building_id` repeated; [] for all the caller may see (decision 426). */
  buildingIds: readonly number[];
  floorId?: number;
  roomId?: number;
  range: DateRange;
  dayOfWeek: number;
}

/** The query of the GET reports: building_id etc. only when numeric (docs/product/api.md). */
export function reportQuery(f: DashboardFilters) {
  return {
    building_id: f.buildingIds,
    floor_id: f.floorId,
    room_id: f.roomId,
    start_date: f.range.start,
    end_date: f.range.end,
    day_of_week: f.dayOfWeek,
  };
}

/** The dashboard's report keys, under their own root (the live events do not refresh the reports). */
export const dashboardReportKeys = {
  all: ['dashboard-reports'] as const,
  report: (name: string, f: DashboardFilters, extra: Record<string, unknown> = {}) =>
    [...dashboardReportKeys.all, name, reportQuery(f), extra] as const,
  userCounts: (f: DashboardFilters) =>
    [...dashboardReportKeys.all, 'user-counts', f.buildingIds, f.floorId, f.roomId] as const,
  questionnaires: (month: string) => [...dashboardReportKeys.all, 'questionnaires', month] as const,
};

export const reportKey = dashboardReportKeys.report;

export const REPORT_TIMEOUT_MS = DASHBOARD_TIMEOUT_MS;
export const REPORT_STALE_MS = 60_000;
