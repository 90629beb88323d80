import { z } from 'zod';
import { ZApiDateSchema, ZIdSchema, zInt } from './common';

/**
 * The activity log (issue 38, decision 250): each entry is a kind (`action`) with structured params
 * (`details`); the web app tells it in words in the reader's language. Newest first, paged by keyset.
 */
export const ZAuditEntrySchema = z.object({
  id: z.number().int(),
  /** Who did it; null for a sign-in attempt nobody was signed in for, or a removed account. */
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.number().int().nullable(),
  /** The thing's name now (a place, time slot, person or token), else as the entry recorded it. */
  entity_name: z.string().nullable(),
  /** The building the entry concerns, with its name now. */
  building: z.object({ id: z.number().int(), name: z.string().nullable() }).nullable(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntrySchema>;

/** A position in the log: the last entry seen, `<created_at ISO>_<id>`. */
export const ZAuditCursorSchema = z
  .string()
  .max(60)
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z_\d{1,18}$/, 'Not a position in the activity log.');

export const ZAuditQuerySchema = z.object({
  limit: zInt(1, 200).default(50),
  /** Entries older than this position (the previous page's next_cursor). */
  after: ZAuditCursorSchema.optional(),
  /** The kind of thing changed: settings, building, floor, room, desk, timetable, user, auth, token. */
  entity_type: z.string().max(40).optional(),
  /** Who made the change. */
  user_id: ZIdSchema.optional(),
  /** The building concerned. */
  building_id: ZIdSchema.optional(),
  /** From and to days, both included, in the organisation's time zone. */
  from: ZApiDateSchema.optional(),
  to: ZApiDateSchema.optional(),
});
export type TAuditQuery = z.infer<typeof ZAuditQuerySchema>;

/** Who appears in the audit log, the kinds of change and the buildings in it: the activity log's filter choices. */
export const ZAuditFacetsSchema = z.object({
  people: z.array(z.object({ id: z.number().int(), name: z.string() })),
  kinds: z.array(z.string()),
  buildings: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type TAuditFacets = z.infer<typeof ZAuditFacetsSchema>;

export const ZAuditListSchema = z.object({
  results: z.array(ZAuditEntrySchema),
  /** The position to ask the next (older) page after; null on the last page. */
  next_cursor: z.string().nullable(),
});
export type TAuditList = z.infer<typeof ZAuditListSchema>;
