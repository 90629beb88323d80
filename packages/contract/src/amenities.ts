import { z } from 'zod';
import { ZIdSchema } from './common';
import { ZFavouriteKindSchema, ZFavouriteSchema } from './favourites';

/** Decision 261: amenity names are at most this long; a filter or an assignment names at most this many. */
export const MAX_AMENITY_NAME = 60;
export const MAX_AMENITY_FILTER = 10;
export const MAX_AMENITY_PLACES = 2000;

const name = z.string().trim().min(1).max(MAX_AMENITY_NAME);
export const ZAmenityCreateSchema = z.object({ name_en: name, name_nl: name }).strict();
export type TAmenityCreate = z.infer<typeof ZAmenityCreateSchema>;

export const ZAmenitySchema = z.object({ id: z.number().int(), name_en: z.string(), name_nl: z.string() });
export type TAmenity = z.infer<typeof ZAmenitySchema>;

/** PUT /api/setup/amenities/:id/places: the desks and meeting rooms that have it (replaces the set). */
export const ZAmenityPlacesSchema = z
  .object({
    desk_ids: z.array(ZIdSchema).max(MAX_AMENITY_PLACES),
    room_ids: z.array(ZIdSchema).max(MAX_AMENITY_PLACES),
  })
  .strict();
export type TAmenityPlaces = z.infer<typeof ZAmenityPlacesSchema>;

/** GET /api/setup/amenities: each amenity with its places, and every place staff can give one. */
export const ZSetupAmenitiesSchema = z.object({
  amenities: z.array(
    ZAmenitySchema.extend({ desk_ids: z.array(z.number().int()), room_ids: z.array(z.number().int()) }),
  ),
  places: z.array(z.object({ kind: ZFavouriteKindSchema, id: z.number().int(), label: z.string() })),
});
export type TSetupAmenities = z.infer<typeof ZSetupAmenitiesSchema>;

/** GET /api/booking/amenities: the amenities people can filter by. */
export const ZAmenityListSchema = z.object({ amenities: z.array(ZAmenitySchema) });
export type TAmenityList = z.infer<typeof ZAmenityListSchema>;

const ids = z
  .string()
  .regex(/^\d{1,9}(,\d{1,9})*$/, 'ids')
  .transform((s) => [...new Set(s.split(',').map(Number))])
  .refine((a) => a.length <= MAX_AMENITY_FILTER && a.every((n) => n > 0), 'ids');

/** GET /api/booking/amenities/places?ids=1,2: desks and meeting rooms having every one of these amenities. */
export const ZAmenityFilterQuerySchema = z.object({ ids });
export const ZAmenityPlaceListSchema = z.object({
  places: z.array(ZFavouriteSchema.extend({ amenity_ids: z.array(z.number().int()) })),
});
export type TAmenityPlaceList = z.infer<typeof ZAmenityPlaceListSchema>;

/** GET /api/booking/amenities/:kind/:id: the amenities of one desk or meeting room. */
export const ZPlaceParamsSchema = z.object({ kind: ZFavouriteKindSchema, id: ZIdSchema });
