import { z } from 'zod';
import { ZApiDateSchema, ZIdSchema } from './common';

/**
 * Neighbourhoods (issue 37, decision 310): a named, coloured set of desks, rooms and floors given to groups.
 * `groups_only`: bookable only by members of its groups; `groups_first`: by them, and by everyone from
 * `open_days_before` days before the day at `open_time`. The rule holds on its weekdays (ISO, 1 = Monday).
 */
export const NEIGHBOURHOOD_ACCESS = ['groups_only', 'groups_first'] as const;
export type TNeighbourhoodAccess = (typeof NEIGHBOURHOOD_ACCESS)[number];
export const MAX_NEIGHBOURHOOD_NAME = 60;
export const MAX_NEIGHBOURHOOD_PLACES = 2000;
export const MAX_NEIGHBOURHOOD_OPEN_DAYS = 14;

const idList = z.array(ZIdSchema).max(MAX_NEIGHBOURHOOD_PLACES);

export const ZNeighbourhoodSaveSchema = z
  .object({
    name: z.string().trim().min(1).max(MAX_NEIGHBOURHOOD_NAME),
    colour: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'colour'),
    access: z.enum(NEIGHBOURHOOD_ACCESS),
    open_days_before: z.number().int().min(0).max(MAX_NEIGHBOURHOOD_OPEN_DAYS).nullable(),
    open_time: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time')
      .nullable(),
    weekdays: z
      .array(z.number().int().min(1).max(7))
      .min(1)
      .max(7)
      .refine((a) => new Set(a).size === a.length, 'weekdays'),
    desk_ids: idList,
    room_ids: idList,
    floor_ids: idList,
    group_ids: z.array(ZIdSchema).max(100),
  })
  .strict()
  .refine((b) => (b.access === 'groups_first') === (b.open_days_before !== null && b.open_time !== null), {
    message: 'open',
    path: ['open_time'],
  });
export type TNeighbourhoodSave = z.infer<typeof ZNeighbourhoodSaveSchema>;

export const ZNeighbourhoodSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  colour: z.string(),
  access: z.enum(NEIGHBOURHOOD_ACCESS),
  open_days_before: z.number().int().nullable(),
  open_time: z.string().nullable(),
  weekdays: z.array(z.number().int()),
  desk_ids: z.array(z.number().int()),
  room_ids: z.array(z.number().int()),
  floor_ids: z.array(z.number().int()),
  group_ids: z.array(z.number().int()),
});
export type TNeighbourhood = z.infer<typeof ZNeighbourhoodSchema>;

const ZChoiceSchema = z.object({ id: z.number().int(), label: z.string() });
/** GET /api/setup/neighbourhoods: every neighbourhood and what staff can choose from. */
export const ZSetupNeighbourhoodsSchema = z.object({
  neighbourhoods: z.array(ZNeighbourhoodSchema),
  desks: z.array(ZChoiceSchema),
  rooms: z.array(ZChoiceSchema),
  floors: z.array(ZChoiceSchema),
  groups: z.array(ZChoiceSchema),
});
export type TSetupNeighbourhoods = z.infer<typeof ZSetupNeighbourhoodsSchema>;

/** GET /api/booking/neighbourhoods?date=: each neighbourhood's desks and meeting rooms, and whether the caller may book. */
export const ZNeighbourhoodDayQuerySchema = z.object({ date: ZApiDateSchema });
export const ZNeighbourhoodMarkSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  colour: z.string(),
  desk_ids: z.array(z.number().int()),
  room_ids: z.array(z.number().int()),
  /** The names of its groups. */
  groups: z.array(z.string()),
  /** False when the rule keeps the caller out on that date. */
  open_to_me: z.boolean(),
  /** When it opens to everyone for that date (ISO instant), null when it does not hold its places that day or never opens. */
  opens_at: z.string().nullable(),
});
const ZReservedPlaceSchema = z.object({ id: z.number().int(), neighbourhood_id: z.number().int() });
export type TNeighbourhoodMark = z.infer<typeof ZNeighbourhoodMarkSchema>;
export const ZNeighbourhoodDaySchema = z.object({
  neighbourhoods: z.array(ZNeighbourhoodMarkSchema),
  /** The desks and meeting rooms the caller cannot book that day, with the neighbourhood that keeps them. */
  reserved_desks: z.array(ZReservedPlaceSchema),
  reserved_rooms: z.array(ZReservedPlaceSchema),
});
export type TNeighbourhoodDay = z.infer<typeof ZNeighbourhoodDaySchema>;

/** Extra fields of a NEIGHBOURHOOD_RESERVED answer: whose it is and when it opens (null: never that day). */
export const ZNeighbourhoodReservedSchema = z.object({
  neighbourhood: z.string(),
  groups: z.array(z.string()),
  opens_at: z.string().nullable(),
});
export type TNeighbourhoodReserved = z.infer<typeof ZNeighbourhoodReservedSchema>;
