import { z } from 'zod';
import { ZIdSchema } from './common';

/** Lobby boards (issue 41, decisions 330-332): a display paired to a building, showing what is free now. */

/** A lobby board's stream re-reads its state at least this often, events or not (guests have no events). */
export const LOBBY_REFRESH_MS = 60_000;

export const ZLobbyPairRequestSchema = z.object({
  building_id: z.number().int().positive(),
  code: z
    .string()
    .trim()
    .transform((s) => s.toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{6}$/)),
});
export type TLobbyPairRequest = z.input<typeof ZLobbyPairRequestSchema>;

export const ZLobbyBoardSchema = z.object({
  id: z.number().int(),
  building_id: z.number().int(),
  created_at: z.string(),
  last_seen_at: z.string().nullable(),
});
export type TLobbyBoard = z.infer<typeof ZLobbyBoardSchema>;
export const ZLobbyBoardListSchema = z.object({ list: z.array(ZLobbyBoardSchema) });
export const ZLobbyBoardListQuerySchema = z.object({ building_id: ZIdSchema });

/** A neighbourhood's open desks on one floor and how many no booking holds now (decision 393). */
export const ZLobbyNeighbourhoodSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  colour: z.string(),
  desks: z.number().int(),
  free: z.number().int(),
});
export type TLobbyNeighbourhood = z.infer<typeof ZLobbyNeighbourhoodSchema>;

export const ZLobbyStateSchema = z.object({
  building: z.object({ id: z.number().int(), name: z.string() }),
  now: z.string(),
  /**
   * Each floor with its open desks and how many of them no booking holds now (decision 331), and the same counts
   * per neighbourhood holding open desks on it, by name (decision 393).
   */
  floors: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      desks: z.number().int(),
      free: z.number().int(),
      neighbourhoods: z.array(ZLobbyNeighbourhoodSchema),
    }),
  ),
  /** Meeting rooms no booking holds now, with when the next one starts today (null: free for the day). */
  rooms_free: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      floor: z.string(),
      capacity: z.number().int().nullable(),
      free_until: z.string().nullable(),
    }),
  ),
  /** First names of today's expected guests, or null when the setting is off (decision 332). */
  guests: z.array(z.string()).nullable(),
});
export type TLobbyState = z.infer<typeof ZLobbyStateSchema>;
