import { z } from 'zod';
import { ZIdSchema } from './common';

/** GET /api/evacuation/?building_id=N: one building's list; without it the first building the reader may see. */
export const ZEvacuationQuerySchema = z.object({ building_id: ZIdSchema.optional() });
export type TEvacuationQuery = z.infer<typeof ZEvacuationQuerySchema>;

const ZNamed = z.object({ id: z.number().int(), name: z.string() });

/**
 * Someone in the building now (decision 365): a colleague checked in today and not checked out, or a guest who
 * arrived and has not left. Private bookings do not hide anyone here: safety overrides privacy.
 */
export const ZEvacueeSchema = z.object({
  kind: z.enum(['employee', 'guest']),
  name: z.string(),
  /** A guest's company, null for colleagues. */
  company: z.string().nullable(),
  /** Whom a guest visits, null for colleagues. */
  host: z.string().nullable(),
  /** A trained emergency responder (BHV'er). */
  bhv: z.boolean(),
  floor: ZNamed,
  /** The desk, or the room for a room check-in. */
  place: z.string(),
  since: z.string(),
});
export type TEvacuee = z.infer<typeof ZEvacueeSchema>;

/** Booked for now but not checked in anywhere today: perhaps in the building, to be checked (decision 365). */
export const ZEvacuationUnconfirmedSchema = z.object({
  name: z.string(),
  floor: ZNamed,
  place: z.string(),
  until: z.string(),
});
export type TEvacuationUnconfirmed = z.infer<typeof ZEvacuationUnconfirmedSchema>;

/** The evacuation (BHV) list of one building at `now` (decision 365); `buildings` are those the reader may see. */
export const ZEvacuationListSchema = z.object({
  now: z.string(),
  buildings: z.array(ZNamed),
  building: ZNamed.nullable(),
  present: z.array(ZEvacueeSchema),
  unconfirmed: z.array(ZEvacuationUnconfirmedSchema),
});
export type TEvacuationList = z.infer<typeof ZEvacuationListSchema>;
