import { z } from 'zod';
import { ZIdSchema } from './common';

/** Room displays (issue 41, decisions 215-217): pairing, the device's view of its room, its actions. */

/** The lengths a walk-up booking or an extension may ask for, in minutes. */
export const DISPLAY_BOOK_MINUTES = [15, 30, 60] as const;
/** A pairing code is shown for this long. */
export const DISPLAY_PAIRING_TTL_MS = 10 * 60_000;
/** Letters and digits that cannot be mistaken for each other (no 0/O, 1/I/L). */
export const DISPLAY_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** The room display's presence code changes this often; the current and the previous code count (decision 333). */
export const PRESENCE_WINDOW_MS = 60_000;

/** How a display sends its device token: `Authorization: Display <token>` (decision 215). */
export const DISPLAY_AUTH_SCHEME = 'Display';

const ZMinutes = z.union([z.literal(15), z.literal(30), z.literal(60)]);

export const ZDisplayPairingStartSchema = z.object({
  code: z.string(),
  /** Kept by the tablet only: it claims the device token with it once staff entered the code. */
  secret: z.string(),
  expires_at: z.string(),
});
export type TDisplayPairingStart = z.infer<typeof ZDisplayPairingStartSchema>;

export const ZDisplayClaimRequestSchema = z.object({ secret: z.string().min(16).max(100) });
export const ZDisplayClaimSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('pending'), expires_at: z.string() }),
  z.object({
    status: z.literal('paired'),
    token: z.string(),
    /** A room display's room, or null for a lobby board (decision 330). */
    room_id: z.number().int().nullable(),
    /** A lobby board's building, or null for a room display (decision 330). */
    building_id: z.number().int().nullable(),
  }),
]);
export type TDisplayClaim = z.infer<typeof ZDisplayClaimSchema>;

export const ZDisplayPairRequestSchema = z.object({
  room_id: z.number().int().positive(),
  code: z
    .string()
    .trim()
    .transform((s) => s.toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{6}$/)),
  show_titles: z.boolean().default(false),
});
export type TDisplayPairRequest = z.input<typeof ZDisplayPairRequestSchema>;

export const ZDisplaySchema = z.object({
  id: z.number().int(),
  room_id: z.number().int(),
  show_titles: z.boolean(),
  created_at: z.string(),
  last_seen_at: z.string().nullable(),
});
export type TDisplay = z.infer<typeof ZDisplaySchema>;
export const ZDisplayListSchema = z.object({ list: z.array(ZDisplaySchema) });
export const ZDisplayListQuerySchema = z.object({ room_id: ZIdSchema });

const ZMeeting = z.object({
  id: z.number().int(),
  /** Null where the display hides titles, or the booking has none. */
  title: z.string().nullable(),
  walk_up: z.boolean(),
  start: z.string(),
  end: z.string(),
});
export const ZDisplayStateSchema = z.object({
  room: z.object({ id: z.number().int(), name: z.string(), floor: z.string(), building: z.string() }),
  now: z.string(),
  opens_at: z.string(),
  closes_at: z.string(),
  status: z.enum(['free', 'busy']),
  current: ZMeeting.extend({ checked_in: z.boolean(), can_check_in: z.boolean() }).nullable(),
  next: z.array(ZMeeting),
  /** What "book now" offers: each length with its end, capped by the next booking and closing time. */
  book_now: z.array(z.object({ minutes: ZMinutes, end: z.string() })),
  /** What "extend" offers for the current meeting (empty when the room is not free after it). */
  extend: z.array(z.object({ minutes: ZMinutes, end: z.string() })),
  /**
   * With check-in only by QR on: the rotating code that proves presence (decision 333), the room's QR page path
   * with it, and when the next code comes; null otherwise.
   */
  presence: z.object({ code: z.string(), path: z.string(), changes_at: z.string() }).nullable(),
});
export type TDisplayState = z.infer<typeof ZDisplayStateSchema>;

export const ZDisplayBookRequestSchema = z.object({ minutes: ZMinutes });
export const ZDisplayBookingRequestSchema = z.object({ booking_id: z.number().int().positive() });
export const ZDisplayExtendRequestSchema = z.object({ booking_id: z.number().int().positive(), minutes: ZMinutes });
