import { z } from 'zod';
import { ZApiDateSchema, ZIdSchema, zInt, ZOptionalIdFilterSchema, ZTimeSchema } from './common';
import { DAY_OF_WEEK_ALL } from './constants';

/**
 * The staff dashboard's reports (docs/product/dashboard.md; the calls in docs/product/api.md).
 * Every definition (what a check-in "in the range" is, occupancy, active users,
 * usage) is written down in docs/decisions/050-dashboard-report-definitions.md.
 */

/** 100 = every day, 0 = Sunday ... 6 = Saturday (docs/product/dashboard.md). */
export const ZDayOfWeekSchema = zInt(0, DAY_OF_WEEK_ALL).refine((v) => v === DAY_OF_WEEK_ALL || (v >= 0 && v <= 6), {
  message: 'invalid_day_of_week',
});

export const CHECKIN_PLACE_TYPES = ['WORKSPACE', 'MEETING'] as const;
export const ZCheckinPlaceTypeSchema = z.enum(CHECKIN_PLACE_TYPES);
export type TCheckinPlaceType = z.infer<typeof ZCheckinPlaceTypeSchema>;

export const ZSortSchema = z.enum(['asc', 'desc']);

/** YYYY-MM, a real month. */
export const ZMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'invalid_month');

const endNotBeforeStart = (q: { start_date: string; end_date: string }) => q.end_date >= q.start_date;
const rangeMessage = { message: 'end_before_start', path: ['end_date'] };

/** At most this many buildings in one report's building filter. */
export const REPORT_BUILDINGS_MAX = 100;

/**
 * The reports' building filter (decision 402): one building (`building_id=3`), several (`building_id=3&building_id=5`),
 * or none (`all`, empty or absent): every building the caller may see, for a location admin all of theirs.
 */
export const ZBuildingIdsFilterSchema = z.preprocess(
  (v) => (v === '' || v === 'all' || v === null ? undefined : Array.isArray(v) && v.length === 1 ? v[0] : v),
  z.union([ZIdSchema, z.array(ZIdSchema).min(1).max(REPORT_BUILDINGS_MAX)]).optional(),
);

/** The filters every range report takes. */
const reportFilterShape = {
  building_id: ZBuildingIdsFilterSchema,
  floor_id: ZOptionalIdFilterSchema,
  room_id: ZOptionalIdFilterSchema,
  start_date: ZApiDateSchema,
  end_date: ZApiDateSchema,
  day_of_week: ZDayOfWeekSchema.default(DAY_OF_WEEK_ALL),
};

export const ZReportFilterQuerySchema = z.object(reportFilterShape).refine(endNotBeforeStart, rangeMessage);
export type TReportFilterQuery = z.infer<typeof ZReportFilterQuerySchema>;

/** checkin_durations / checkin_summaries / latest_checkins / room_usage: optional checkin_type. */
export const ZTypedReportQuerySchema = z
  .object({ ...reportFilterShape, checkin_type: ZCheckinPlaceTypeSchema.optional() })
  .refine(endNotBeforeStart, rangeMessage);
export type TTypedReportQuery = z.infer<typeof ZTypedReportQuerySchema>;

export const ZLatestCheckinsQuerySchema = z
  .object({
    ...reportFilterShape,
    checkin_type: ZCheckinPlaceTypeSchema.optional(),
    limit: zInt(1, 100).default(10),
  })
  .refine(endNotBeforeStart, rangeMessage);
export type TLatestCheckinsQuery = z.infer<typeof ZLatestCheckinsQuerySchema>;

export const ZUsageQuerySchema = z
  .object({
    ...reportFilterShape,
    checkin_type: ZCheckinPlaceTypeSchema.optional(),
    sort: ZSortSchema.default('desc'),
    limit: zInt(1, 100).default(10),
  })
  .refine(endNotBeforeStart, rangeMessage);
export type TUsageQuery = z.infer<typeof ZUsageQuerySchema>;

/** user_counts is a snapshot of now: only the place filters apply. */
export const ZUserCountsQuerySchema = z.object({
  building_id: ZBuildingIdsFilterSchema,
  floor_id: ZOptionalIdFilterSchema,
  room_id: ZOptionalIdFilterSchema,
});
export type TUserCountsQuery = z.infer<typeof ZUserCountsQuerySchema>;

export const ZQuestionnairesQuerySchema = z.object({ month: ZMonthSchema });

/** POST /checkins/stats/: the occupation chart and the occupancy statistics card. */
export const ZCheckinStatsBodySchema = z
  .object({
    start_date: ZApiDateSchema,
    end_date: ZApiDateSchema,
    start_time: ZTimeSchema.default('00:00'),
    end_time: ZTimeSchema.default('23:59'),
    building: ZBuildingIdsFilterSchema,
    floor: ZOptionalIdFilterSchema,
    room: ZOptionalIdFilterSchema,
    day_of_week: ZDayOfWeekSchema.default(DAY_OF_WEEK_ALL),
  })
  .refine(endNotBeforeStart, rangeMessage)
  .refine((b) => b.end_time >= b.start_time, { message: 'time_end_invalid', path: ['end_time'] });
export type TCheckinStatsBody = z.input<typeof ZCheckinStatsBodySchema>;
export const ZCheckinStatsQuerySchema = z.object({ sort: ZSortSchema.default('desc') });

export const ZCheckinStatsDaySchema = z.object({
  day: z.string(),
  /** Check-ins at a desk or meeting room created that day inside the time window. */
  count: z.number().int(),
  /** Distinct desks with a workspace check-in that day inside the time window. */
  occupied_desks: z.number().int(),
});
export const ZCheckinStatsResponseSchema = z.object({
  total: z.array(ZCheckinStatsDaySchema),
  /** Open (not closed) desks in the chosen building/floor/room. */
  desks: z.number().int(),
  /** Days of the range that match the weekday filter. */
  days: z.number().int(),
  checkins: z.number().int(),
  /** Mean of occupied_desks / desks over those days, in percent (one decimal). */
  average_occupancy: z.number(),
  peak_occupancy: z.number(),
  peak_day: z.string().nullable(),
});
export type TCheckinStatsResponse = z.infer<typeof ZCheckinStatsResponseSchema>;

export const ZCheckinDurationSchema = z.object({
  month: z.string(),
  average: z.number().int(),
  count: z.number().int(),
});
export const ZCheckinDurationsResponseSchema = z.array(ZCheckinDurationSchema);
export type TCheckinDuration = z.infer<typeof ZCheckinDurationSchema>;

export const ZCheckinCountSchema = z.object({ month: z.string(), count: z.number().int() });
export const ZCheckinSummariesResponseSchema = z.array(ZCheckinCountSchema);
export type TCheckinCount = z.infer<typeof ZCheckinCountSchema>;

export const ZActiveUsersResponseSchema = z.object({
  /** Distinct people (guests not counted) with a desk or meeting-room check-in in the range. */
  active_users: z.number().int(),
  /** Active, non-anonymous user accounts. */
  total_users: z.number().int(),
  /** Check-ins at a desk or meeting room in the range (guests included). */
  checkins: z.number().int(),
});
export type TActiveUsersResponse = z.infer<typeof ZActiveUsersResponseSchema>;

export const ZLatestCheckinSchema = z.object({
  id: z.number().int(),
  type: ZCheckinPlaceTypeSchema,
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  guest_name: z.string().nullable(),
  desk: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  room: z.object({ id: z.number().int(), name: z.string() }),
  floor_name: z.string(),
  building_name: z.string(),
  created: z.string(),
  deactivated_at: z.string().nullable(),
});
export const ZLatestCheckinsResponseSchema = z.array(ZLatestCheckinSchema);
export type TLatestCheckin = z.infer<typeof ZLatestCheckinSchema>;

export const USER_COUNT_STATUSES = [
  'working_building',
  'working_home',
  'will_arrive',
  'may_arrive',
  'no_working',
] as const;
export const ZUserCountStatusSchema = z.enum(USER_COUNT_STATUSES);
export type TUserCountStatus = z.infer<typeof ZUserCountStatusSchema>;
export const ZUserCountsResponseSchema = z.object({
  checked_in: z.number().int(),
  anonymous: z.number().int(),
  bhv_users: z.number().int(),
  by_status: z.array(z.object({ status: ZUserCountStatusSchema, count: z.number().int() })),
});
export type TUserCountsResponse = z.infer<typeof ZUserCountsResponseSchema>;

export const ZRoomUsageSchema = z.object({
  room_id: z.number().int(),
  room_name: z.string(),
  room_type: ZCheckinPlaceTypeSchema,
  floor_name: z.string(),
  building_name: z.string(),
  /** Seconds of closed check-ins in the range (the name is the spec's; the default range is last month). */
  last_month_usage: z.number().int(),
  /** Active meeting-room bookings of the room on a day of the range (decision 130); 0 for workspaces. */
  bookings: z.number().int(),
});
export const ZRoomUsageResponseSchema = z.array(ZRoomUsageSchema);
export type TRoomUsage = z.infer<typeof ZRoomUsageSchema>;

export const ZDeskUsageSchema = ZRoomUsageSchema.omit({ room_type: true, bookings: true }).extend({
  desk_id: z.number().int(),
  desk_name: z.string(),
});
export const ZDeskUsageResponseSchema = z.array(ZDeskUsageSchema);
export type TDeskUsage = z.infer<typeof ZDeskUsageSchema>;

export const ZQuestionnaireAnswerSchema = z.object({
  id: z.number().int(),
  answer: z.string(),
  count: z.number().int(),
  is_custom: z.boolean(),
  additional_info: z.array(z.string()),
});
export const ZQuestionnaireResultSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  questions: z.array(
    z.object({ id: z.number().int(), title: z.string(), answers: z.array(ZQuestionnaireAnswerSchema) }),
  ),
});
export const ZQuestionnairesResponseSchema = z.array(ZQuestionnaireResultSchema);
export type TQuestionnaireResult = z.infer<typeof ZQuestionnaireResultSchema>;

/**
 * GET reports/no_shows (issue 14): bookings of the period that had started by now, against the
 * ones checked in for. Released bookings (by the sweep) count as booked and are counted apart from
 * the owners' own cancellations, which do not count as booked.
 */
export const ZNoShowsResponseSchema = z.object({
  /** Bookings that stood at their start (not cancelled by their owner before it). */
  booked: z.number().int(),
  /** Of those, checked in for (a check-in linked to the booking). */
  checked_in: z.number().int(),
  /** booked - checked_in. */
  no_shows: z.number().int(),
  /** no_shows / booked, 0-1 (0 when nothing was booked). */
  no_show_rate: z.number(),
  /** Released by auto-release (nobody checked in) and for a missing confirmation. */
  released_no_show: z.number().int(),
  released_unconfirmed: z.number().int(),
  /** Cancelled by their owner (or staff), not released. */
  cancelled: z.number().int(),
});
export type TNoShowsResponse = z.infer<typeof ZNoShowsResponseSchema>;
