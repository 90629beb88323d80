import { z } from 'zod';
import { ZApiDateSchema } from './common';
import { ZDeskBookingItemSchema, ZRoomBookingItemSchema } from './booking';

/** Decision 220: a series repeats one place (a desk's slot, or a room's time range) by an RFC 5545 RRULE. */
export const MAX_SERIES_RRULE_LENGTH = 300;
/** A series' rule gives at most this many dates, none more than a year after its first (decision 220). */
export const MAX_SERIES_OCCURRENCES = 260;
export const MAX_SERIES_DAYS = 366;

export const ZSeriesPlaceSchema = z.union([
  ZRoomBookingItemSchema.omit({ date: true }).strict(),
  ZDeskBookingItemSchema.omit({ date: true }).strict(),
]);
export type TSeriesPlace = z.infer<typeof ZSeriesPlaceSchema>;

export const ZSeriesRequestSchema = z
  .object({
    /** The first day the rule may fall on (the RRULE's DTSTART). */
    start_date: ZApiDateSchema,
    /** RRULE text without DTSTART, e.g. FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,WE;COUNT=8. */
    rrule: z.string().trim().min(1).max(MAX_SERIES_RRULE_LENGTH),
    place: ZSeriesPlaceSchema,
  })
  .strict();
export type TSeriesRequest = z.infer<typeof ZSeriesRequestSchema>;

/**
 * One date of a series before it is booked: free; taken (by someone else, or the caller already has a booking
 * then: by_you); over_limit (the building's or floor's limit); closed (the desk is closed, or the room's building
 * is closed at that time); later (after the booking horizon: booked by the job as the day comes into it); past.
 */
export const OCCURRENCE_STATES = ['free', 'taken', 'over_limit', 'closed', 'later', 'past', 'reserved'] as const;
export const ZOccurrenceStateSchema = z.enum(OCCURRENCE_STATES);
export type TOccurrenceState = z.infer<typeof ZOccurrenceStateSchema>;

export const ZOccurrencePreviewSchema = z.object({
  date: z.string(),
  state: ZOccurrenceStateSchema,
  /** Taken: who holds it, when the privacy rules name them to the caller (decision 420); null otherwise or by_you. */
  taken_by: z.string().nullable(),
  by_you: z.boolean(),
});
export type TOccurrencePreview = z.infer<typeof ZOccurrencePreviewSchema>;
export const ZSeriesPreviewSchema = z.object({ occurrences: z.array(ZOccurrencePreviewSchema) });
export type TSeriesPreview = z.infer<typeof ZSeriesPreviewSchema>;

/** Why a date of a series was not booked. */
export const SKIP_REASONS = ['taken', 'over_limit', 'closed', 'past', 'deleted', 'reserved'] as const;
export const ZSkipReasonSchema = z.enum(SKIP_REASONS);
export type TSkipReason = z.infer<typeof ZSkipReasonSchema>;

export const ZSeriesResultSchema = z.object({
  series_id: z.number().int(),
  created: z.array(z.object({ date: z.string(), booking_id: z.number().int() })),
  /** An edit's kept bookings moved to the new place or times in place, keeping their calendar UID (decision 395). */
  moved: z.array(z.object({ date: z.string(), booking_id: z.number().int() })),
  /** Dates not booked, or (an edit) not moved: their booking stays as it was. */
  skipped: z.array(
    z.object({
      date: z.string(),
      reason: ZSkipReasonSchema,
      /** An edit's preview, a taken date: who holds it, when the privacy rules name them (decision 420); else null. */
      taken_by: z.string().nullable().optional(),
      /** An edit's preview, a taken date: the caller holds it (another booking of theirs then). */
      by_you: z.boolean().optional(),
    }),
  ),
  /** Dates after the booking horizon, booked as they come into it. */
  later: z.array(z.string()),
});
export type TSeriesResult = z.infer<typeof ZSeriesResultSchema>;

/** GET booking/series/:id: one's own open series as it stands, for the edit screen (decision 356). */
export const ZSeriesDetailSchema = z.object({
  id: z.number().int(),
  rrule: z.string(),
  start_date: z.string(),
  last_date: z.string(),
  /** As ZSeriesPlaceSchema takes it, with plain integers (an answer, not a request). */
  place: z.union([
    z.object({
      room_id: z.number().int(),
      time_start: z.string(),
      time_end: z.string(),
      title: z.string().optional(),
      attendees: z.number().int().optional(),
    }),
    z.object({ desk_id: z.number().int(), timetable_id: z.number().int() }),
  ]),
  /** The building of its desk or room: the edit screen offers that building's meeting rooms (decision 421). */
  building_id: z.number().int(),
});
export type TSeriesDetail = z.infer<typeof ZSeriesDetailSchema>;

/** Which occurrences an edit or cancellation applies to (from `date` on, or the one on `date`). */
export const SERIES_SCOPES = ['this', 'following', 'all'] as const;
export const ZSeriesScopeSchema = z.enum(SERIES_SCOPES);
export type TSeriesScope = z.infer<typeof ZSeriesScopeSchema>;

export const ZSeriesCancelSchema = z.object({ scope: ZSeriesScopeSchema, date: ZApiDateSchema }).strict();
export type TSeriesCancel = z.infer<typeof ZSeriesCancelSchema>;

/** Edit: a new rule and/or place for the occurrence on `date`, from it on, or for every occurrence not begun. */
export const ZSeriesEditSchema = z
  .object({
    scope: ZSeriesScopeSchema,
    date: ZApiDateSchema,
    rrule: z.string().trim().min(1).max(MAX_SERIES_RRULE_LENGTH).optional(),
    place: ZSeriesPlaceSchema.optional(),
  })
  .strict()
  .refine((e) => e.rrule !== undefined || e.place !== undefined, { message: 'rrule or place' });
export type TSeriesEdit = z.infer<typeof ZSeriesEditSchema>;

export const ZCancelledCountSchema = z.object({ cancelled: z.number().int() });
export type TCancelledCount = z.infer<typeof ZCancelledCountSchema>;

/** "Away from … to …": every own booking on those days is cancelled, series dates among them too. */
export const ZAwayRequestSchema = z.object({ from: ZApiDateSchema, to: ZApiDateSchema }).strict();
export type TAwayRequest = z.infer<typeof ZAwayRequestSchema>;
