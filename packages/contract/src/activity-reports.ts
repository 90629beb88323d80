import { z } from 'zod';
import { ZIdSchema, zInt } from './common';
import { DEFAULT_PAGE_SIZE, EXPORT_ALL_LIMIT } from './constants';
import { ZBuildingIdsFilterSchema } from './dashboard-reports';
import { isApiDate, TIME_RE } from './dates';

/**
 * The staff dashboard's activity reports (docs/product/reports.md): check-in
 * activities, the bookings report with its summary, and the bookings list.
 */

const apiDate = z.string().refine(isApiDate, { message: 'invalid_date' });
const optionalId = z.preprocess((v) => (v === '' || v === 'all' || v === null ? undefined : v), ZIdSchema.optional());
const booleanFlag = z.preprocess(
  (v) =>
    v === 'true' || v === '1' || v === true
      ? true
      : v === 'false' || v === '0' || v === false || v === undefined || v === ''
        ? false
        : v,
  z.boolean(),
);
/** `-1` (all, for exports) or a positive row count. */
const limitSchema = (fallback: number, max: number) =>
  zInt(EXPORT_ALL_LIMIT, max)
    .refine((n) => n === EXPORT_ALL_LIMIT || (n >= 1 && n <= max), { message: 'invalid_limit' })
    .default(fallback);

const endNotBeforeStart = <T extends { start_date: string; end_date: string }>(q: T, ctx: z.RefinementCtx) => {
  if (isApiDate(q.start_date) && isApiDate(q.end_date) && q.end_date < q.start_date) {
    ctx.addIssue({ code: 'custom', message: 'end_before_start', path: ['end_date'] });
  }
};

// ---------------------------------------------------------------- check-in activities

export const CHECKIN_EXPORT_FORMATS = ['json', 'csv'] as const;

export const ZCheckinActivitiesQuerySchema = z
  .object({
    start_date: apiDate,
    end_date: apiDate,
    /** Time of day on start_date / end_date (default 00:00 and 23:59, both inclusive). */
    start_time: z.string().regex(TIME_RE, 'invalid_time').default('00:00'),
    end_time: z.string().regex(TIME_RE, 'invalid_time').default('23:59'),
    /** One building, several (repeated) or none: all the caller may see (decision 418). */
    building_id: ZBuildingIdsFilterSchema,
    room: optionalId,
    desk: optionalId,
    user: optionalId,
    /** Only guest check-ins. */
    guest: booleanFlag.default(false),
    /** The spec sends `period=all`; the date range is what filters. */
    period: z.enum(['all']).default('all'),
    limit: limitSchema(EXPORT_ALL_LIMIT, 100_000),
    /** `csv` streams an RFC 4180 file (UTF-8 with BOM) instead of JSON. */
    format: z.enum(CHECKIN_EXPORT_FORMATS).default('json'),
  })
  .superRefine((q, ctx) => {
    endNotBeforeStart(q, ctx);
    if (q.start_date === q.end_date && q.end_time < q.start_time)
      ctx.addIssue({ code: 'custom', message: 'end_before_start', path: ['end_time'] });
  });
export type TCheckinActivitiesQuery = z.input<typeof ZCheckinActivitiesQuerySchema>;

export const ZCheckinActivitySchema = z.object({
  id: z.number().int(),
  desk: z.number().int().nullable(),
  desk_name: z.string().nullable(),
  room: z.number().int().nullable(),
  room_name: z.string().nullable(),
  type: z.enum(['WORKSPACE', 'MEETING', 'HOMEWORK']),
  user: z.number().int().nullable(),
  user_name: z.string().nullable(),
  guest: z.boolean(),
  guest_name: z.string().nullable(),
  guest_company: z.string().nullable(),
  guest_email: z.string().nullable(),
  guest_phonenumber: z.string().nullable(),
  /** The name of the person a guest visits. */
  visit_person: z.string().nullable(),
  created: z.string(),
  deactivated_at: z.string().nullable(),
});
export type TCheckinActivity = z.infer<typeof ZCheckinActivitySchema>;

export const ZCheckinActivitiesResponseSchema = z.object({ checkins: z.array(ZCheckinActivitySchema) });
export type TCheckinActivitiesResponse = z.infer<typeof ZCheckinActivitiesResponseSchema>;

/** Column order of the check-in exports (CSV header = these keys). */
export const CHECKIN_EXPORT_COLUMNS = [
  'id',
  'created',
  'deactivated_at',
  'type',
  'user',
  'user_name',
  'desk',
  'desk_name',
  'room',
  'room_name',
  'guest',
  'guest_name',
  'guest_company',
  'guest_email',
  'guest_phonenumber',
  'visit_person',
] as const satisfies readonly (keyof TCheckinActivity)[];

// ---------------------------------------------------------------- bookings report

/** `{building}.{floor}.{room}.0`, each a number or `all`. */
export const BOOKING_SCOPE_RE = /^(\d{1,9}|all)\.(\d{1,9}|all)\.(\d{1,9}|all)\.0$/;
export const ZBookingScopeParamsSchema = z.object({ scope: z.string().regex(BOOKING_SCOPE_RE, 'invalid_scope') });

export function parseBookingScope(scope: string): { building?: number; floor?: number; room?: number } {
  const m = BOOKING_SCOPE_RE.exec(scope);
  if (!m) throw new Error(`invalid booking scope ${scope}`);
  const id = (v: string) => (v === 'all' ? undefined : Number(v));
  return { building: id(m[1]), floor: id(m[2]), room: id(m[3]) };
}
export const bookingScopePath = (building: string | number, floor: string | number, room: string | number) =>
  `${building}.${floor}.${room}.0`;

/** The longest range the bookings report answers (a year and a day). */
export const BOOKINGS_REPORT_MAX_DAYS = 366;

export const ZBookingsReportQuerySchema = z
  .object({
    start_date: apiDate,
    end_date: apiDate,
    /** With the scope's building `all`: one building, several (repeated) or none, all the caller's (decision 418). */
    building_id: ZBuildingIdsFilterSchema,
  })
  .superRefine((q, ctx) => {
    endNotBeforeStart(q, ctx);
    if (isApiDate(q.start_date) && isApiDate(q.end_date)) {
      const days = (Date.parse(`${q.end_date}T00:00:00Z`) - Date.parse(`${q.start_date}T00:00:00Z`)) / 86_400_000 + 1;
      if (days > BOOKINGS_REPORT_MAX_DAYS)
        ctx.addIssue({ code: 'custom', message: 'range_too_long', path: ['end_date'] });
    }
  });
export type TBookingsReportQuery = z.infer<typeof ZBookingsReportQuerySchema>;

/**
 * One day of one building. `average` is the share of the building's desks
 * (within the chosen floor/room) that had at least one active booking that
 * day, in percent with one decimal (see docs/decisions/060).
 */
export const ZBookingReportRowSchema = z.object({
  year: z.number().int(),
  month: z.number().int().min(1).max(12),
  day: z.number().int().min(1).max(31),
  building_id: z.number().int(),
  building_name: z.string(),
  booked_desks: z.number().int(),
  desks: z.number().int(),
  average: z.number(),
});
export type TBookingReportRow = z.infer<typeof ZBookingReportRowSchema>;
export const ZBookingsReportResponseSchema = z.array(ZBookingReportRowSchema);

export const ZBookingSummarySchema = z.object({
  /** Everyone who booked in the range, most bookings first (top 10). */
  users: z.array(
    z.object({
      user: z.number().int(),
      user_name: z.string(),
      total_desks: z.number().int(),
      total_bookings: z.number().int(),
    }),
  ),
  /** The most booked desks (top 10). */
  desks: z.array(
    z.object({
      desk: z.number().int(),
      desk__name: z.string(),
      total_users: z.number().int(),
      total_unique_users: z.number().int(),
    }),
  ),
  unique_users: z.number().int(),
  unique_desks: z.number().int(),
  total_bookings: z.number().int(),
});
export type TBookingSummary = z.infer<typeof ZBookingSummarySchema>;
export const BOOKING_SUMMARY_TOP = 10;

// ---------------------------------------------------------------- bookings list

export const ZBookingListQuerySchema = z
  .object({
    start_date: apiDate,
    end_date: apiDate,
    /** One building, several (repeated) or none: all the caller may see (decision 418). */
    building: ZBuildingIdsFilterSchema,
    floor: optionalId,
    room: optionalId,
    desk: optionalId,
    page: zInt(1, 1_000_000).default(1),
    limit: limitSchema(DEFAULT_PAGE_SIZE, 1000),
  })
  .superRefine(endNotBeforeStart);
export type TBookingListQuery = z.input<typeof ZBookingListQuerySchema>;

export const ZBookingListItemSchema = z.object({
  id: z.number().int(),
  /** Start and end of the booked slot (ISO timestamps). */
  date_start: z.string(),
  date_end: z.string(),
  /** The booked day, YYYY-MM-DD. */
  date: z.string(),
  user_name: z.string(),
  /** Building, floor, room and desk, in that order. */
  location: z.array(z.object({ id: z.number().int(), name: z.string() })),
  created: z.string(),
});
export type TBookingListItem = z.infer<typeof ZBookingListItemSchema>;

export const ZBookingListResponseSchema = z.object({
  count: z.number().int(),
  page_size: z.number().int(),
  results: z.array(ZBookingListItemSchema),
});
export type TBookingListResponse = z.infer<typeof ZBookingListResponseSchema>;
