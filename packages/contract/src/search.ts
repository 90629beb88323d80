import { z } from 'zod';
import { ZIdSchema, zInt } from './common';
import { ZBuildingIdsFilterSchema } from './dashboard-reports';

/** Select2-style autocomplete answers: `results` with `id` and display `text`. */
export const ZAutocompleteQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  building_id: ZIdSchema.optional(),
  limit: zInt(1, 100).default(20),
});
export const ZAutocompleteResponseSchema = z.object({
  results: z.array(z.object({ id: z.number().int(), text: z.string() })),
});
export type TAutocompleteResponse = z.infer<typeof ZAutocompleteResponseSchema>;

/** The dashboard's person / desk / meeting-room search selectors (POST reports/users|desks|meeting_rooms). */
export const ZSelectorSearchSchema = z.object({
  search: z.string().trim().max(100).default(''),
  limit: z.number().int().min(1).max(100).default(20),
});
export type TSelectorSearch = z.input<typeof ZSelectorSearchSchema>;

/**
 * The desk and meeting-room selectors (decision 427): `building_id` (one, a list or none) narrows the search to
 * those buildings, each of which must be the caller's; none: all the caller may see.
 */
export const ZPlaceSelectorSearchSchema = ZSelectorSearchSchema.extend({ building_id: ZBuildingIdsFilterSchema });
export type TPlaceSelectorSearch = z.input<typeof ZPlaceSelectorSearchSchema>;

export const ZUserSelectorResponseSchema = z.object({
  data: z.array(z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string(), name: z.string() })),
});
export const ZPlaceSelectorResponseSchema = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      room_name: z.string(),
      floor_name: z.string(),
      building_name: z.string(),
    }),
  ),
});
export type TUserSelectorResponse = z.infer<typeof ZUserSelectorResponseSchema>;
export type TPlaceSelectorResponse = z.infer<typeof ZPlaceSelectorResponseSchema>;
