import { z } from 'zod';
import { ZApiDateSchema } from './common';

export const ROOM_TYPES = ['WORKSPACE', 'MEETING'] as const;
export const ZRoomTypeSchema = z.enum(ROOM_TYPES);
export type TRoomType = z.infer<typeof ZRoomTypeSchema>;

/**
 * Desk counts for one day. `desks`: all desks; `reserved_count`: desks taken
 * that day (an open check-in, or a booking whose slot has not ended);
 * `out_of_desk`: closed desks; `available`: desks neither taken nor closed.
 */
const counts = {
  desks: z.number().int(),
  reserved_count: z.number().int(),
  out_of_desk: z.number().int(),
  available: z.number().int(),
};

export const ZBuildingSchema = z.object({ id: z.number().int(), name: z.string(), ...counts });
export type TBuilding = z.infer<typeof ZBuildingSchema>;

export const ZFloorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  building_id: z.number().int(),
  has_map: z.boolean(),
  ...counts,
});
export type TFloor = z.infer<typeof ZFloorSchema>;

export const ZRoomSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: ZRoomTypeSchema,
  floor_id: z.number().int(),
  desk_count: z.number().int(),
  /** Active bookings in the room that day. */
  reservations: z.number().int(),
  /** Open check-ins in the room now (today only). */
  checkins: z.number().int(),
  x: z.number().nullable(),
  y: z.number().nullable(),
  ...counts,
});
export type TRoom = z.infer<typeof ZRoomSchema>;
export const ZRoomsResponseSchema = z.object({ rooms: z.array(ZRoomSchema) });

export const ZDeskSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  desk_label: z.string(),
  reserved: z.boolean(),
  is_closed: z.boolean(),
  desk_color_map_pin: z.string(),
  /** Who has the desk that day (a guest appears with the guest's name). */
  /** Who holds the desk: `id` is the colleague's user id, null for a guest (the app tells "you" apart). */
  user: z.object({ id: z.number().int().nullable(), first_name: z.string(), last_name: z.string() }).nullable(),
  /** Percent of the plan's width, from the left. */
  x: z.number().nullable(),
  /** Percent of the plan's height, measured from the bottom. */
  y: z.number().nullable(),
  room: z.object({ id: z.number().int(), name: z.string(), type: ZRoomTypeSchema }),
  floor: z.object({ id: z.number().int(), name: z.string() }),
  building: z.object({ id: z.number().int(), name: z.string() }),
});
export type TDesk = z.infer<typeof ZDeskSchema>;

export const ZMapResponseSchema = z.object({ map: z.string().nullable() });
export type TMapResponse = z.infer<typeof ZMapResponseSchema>;

export const ZFloorDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  building: z.object({ id: z.number().int(), name: z.string() }),
  map: z.string().nullable(),
});
export type TFloorDetail = z.infer<typeof ZFloorDetailSchema>;

export const ZDateQuerySchema = z.object({ date_query: ZApiDateSchema.optional() });
