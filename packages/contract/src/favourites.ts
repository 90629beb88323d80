import { z } from 'zod';
import { ZIdSchema } from './common';

/** Decision 260: a person stars at most this many places. */
export const MAX_FAVOURITES = 50;

export const FAVOURITE_KINDS = ['desk', 'room'] as const;
export const ZFavouriteKindSchema = z.enum(FAVOURITE_KINDS);
export type TFavouriteKind = z.infer<typeof ZFavouriteKindSchema>;

/** PUT/DELETE /api/booking/favourites/:kind/:id: a desk, or a meeting room. */
export const ZFavouriteParamsSchema = z.object({ kind: ZFavouriteKindSchema, id: ZIdSchema });
export type TFavouriteParams = z.infer<typeof ZFavouriteParamsSchema>;

/** One starred place, with where it is. Rooms: meeting rooms (booked whole); desks: their workspace room. */
export const ZFavouriteSchema = z.object({
  kind: ZFavouriteKindSchema,
  id: z.number().int(),
  name: z.string(),
  building: z.object({ id: z.number().int(), name: z.string() }),
  floor: z.object({ id: z.number().int(), name: z.string() }),
  room: z.object({ id: z.number().int(), name: z.string() }),
});
export type TFavourite = z.infer<typeof ZFavouriteSchema>;

/** GET /api/booking/favourites: the caller's starred places that still exist, desks first, by name. */
export const ZFavouriteListSchema = z.object({ favourites: z.array(ZFavouriteSchema) });
export type TFavouriteList = z.infer<typeof ZFavouriteListSchema>;
