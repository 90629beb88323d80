import { z } from 'zod';
import { ZIdSchema } from './common';

/** QR check-in (issue 41, decision 265): what the page opened by a desk's or room's QR code shows and does. */

/** The app path a place's QR code points at (the code carries no secret: the check-in needs the session). */
export function qrCheckinPath(kind: TQrPlaceKind, id: number): string {
  return `/app/checkin/${kind}/${id}`;
}

export const ZQrPlaceKindSchema = z.enum(['desk', 'room']);
export type TQrPlaceKind = z.infer<typeof ZQrPlaceKindSchema>;

export const ZQrPlaceParamsSchema = z.object({
  kind: ZQrPlaceKindSchema,
  id: ZIdSchema,
});

/**
 * What one tap does at this place for the caller:
 * checked_in (already), check_in (their booking runs now), book_and_check_in (free for the running slot),
 * taken (someone else's), closed, no_slot (no slot runs now), no_booking (a room without the caller's booking).
 */
export const ZQrPlaceStateSchema = z.enum([
  'checked_in',
  'check_in',
  'book_and_check_in',
  'taken',
  'closed',
  'no_slot',
  'no_booking',
]);
export type TQrPlaceState = z.infer<typeof ZQrPlaceStateSchema>;

const ZNamed = z.object({ id: z.number().int(), name: z.string() });

export const ZQrPlaceSchema = z.object({
  kind: ZQrPlaceKindSchema,
  id: z.number().int(),
  name: z.string(),
  floor: ZNamed,
  building: ZNamed,
  state: ZQrPlaceStateSchema,
  /** The running slot a tap books or checks in for ("09:00-13:00"); null when none runs. */
  slot: z.string().nullable(),
  /** Whose place it is now, when taken by a colleague: their display name. */
  holder: z.string().nullable(),
  /** When taken: the nearest desk free for the running slot, same floor first; null when none. */
  nearest_free: z.object({ id: z.number().int(), name: z.string(), floor: ZNamed, path: z.string() }).nullable(),
  /** A room check-in needs the code its display shows now (check-in only by QR; decision 333). */
  presence_code_needed: z.boolean(),
});
export type TQrPlace = z.infer<typeof ZQrPlaceSchema>;

/** The room display's rotating code, sent with a room's QR check-in (decision 333). */
export const ZQrCheckinQuerySchema = z.object({
  presence_code: z
    .string()
    .regex(/^\d{6}$/)
    .optional(),
});

/** The printable sheet of a floor: every desk and meeting room with the path its code points at. */
export const ZQrSheetSchema = z.object({
  floor: ZNamed,
  building: ZNamed,
  labels: z.array(z.object({ kind: ZQrPlaceKindSchema, id: z.number().int(), name: z.string(), path: z.string() })),
});
export type TQrSheet = z.infer<typeof ZQrSheetSchema>;
