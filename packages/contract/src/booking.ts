import { z } from 'zod';
import { ZApiDateSchema, ZIdSchema, ZNamedRefSchema } from './common';
import { ZRoomTypeSchema } from './structure';

export const ZTimeSlotSchema = z.object({
  /** HH:MM-HH:MM */
  time: z.string(),
  timetable: z.object({ id: z.number().int(), name: z.string() }),
  /** The slot has ended: it can no longer be booked. */
  exceeded_limit: z.boolean().optional(),
  /** Someone else is checked in at the desk now (today's slots that have not ended). */
  active_checkin: z.boolean().optional(),
  /** Taken: someone else booked this desk in the slot, or the caller booked another desk in it. */
  used: z.boolean().optional(),
  /** The building's booking limit for the slot is reached. */
  reached_max_by_building: z.boolean().optional(),
  /** The floor's booking limit for the slot is reached. */
  reached_max_by_floor: z.boolean().optional(),
  /** The caller booked this desk in this slot. */
  owner: z.boolean().optional(),
});
export type TTimeSlot = z.infer<typeof ZTimeSlotSchema>;

export const ZDeskTimetablesSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  desk_label: z.string(),
  is_closed: z.boolean(),
  room: z.object({ id: z.number().int(), name: z.string(), type: ZRoomTypeSchema }),
  floor: ZNamedRefSchema,
  building: ZNamedRefSchema,
  /** YYYY-MM-DD -> the slots of that day, today first, over bookable_days. */
  timetables: z.record(z.string(), z.array(ZTimeSlotSchema)),
});
export type TDeskTimetables = z.infer<typeof ZDeskTimetablesSchema>;

/** One item of POST booking/new/. */
export const ZDeskBookingItemSchema = z.object({
  date: ZApiDateSchema,
  timetable_id: ZIdSchema,
  desk_id: ZIdSchema,
});
export type TDeskBookingItem = z.infer<typeof ZDeskBookingItemSchema>;

/** Equipment a meeting room can have (staff set it in Setup). */
export const ROOM_EQUIPMENT = ['screen', 'video', 'whiteboard'] as const;
export const ZRoomEquipmentSchema = z.enum(ROOM_EQUIPMENT);
export type TRoomEquipment = z.infer<typeof ZRoomEquipmentSchema>;
/** Room bookings start and end on this grid (minutes). */
export const ROOM_BOOKING_GRID_MINUTES = 15;
/** A time of day, HH:MM (00:00-23:59). */
export const ZTimeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time');
/** Room booking titles are at most this long. */
export const MAX_ROOM_BOOKING_TITLE = 200;
export const ZRoomBookingItemSchema = z
  .object({
    date: ZApiDateSchema,
    room_id: ZIdSchema,
    time_start: ZTimeOfDaySchema,
    time_end: ZTimeOfDaySchema,
    title: z.string().trim().max(MAX_ROOM_BOOKING_TITLE).optional(),
    attendees: z.number().int().min(1).max(10000).optional(),
  })
  .strict();
export type TRoomBookingItem = z.infer<typeof ZRoomBookingItemSchema>;

/** A desk item (a slot of a desk) or a room item (a time range of a meeting room); decision 130. */
export const ZBookingItemSchema = z.union([ZRoomBookingItemSchema, ZDeskBookingItemSchema]);
export type TBookingItem = z.infer<typeof ZBookingItemSchema>;
export const isRoomBookingItem = (item: TBookingItem): item is TRoomBookingItem => 'room_id' in item;
/** Everything in one request is booked together or not at all. */
export const MAX_BOOKING_ITEMS = 100;
export const ZBookingRequestSchema = z.array(ZBookingItemSchema).min(1, 'empty').max(MAX_BOOKING_ITEMS);
export type TBookingRequest = z.infer<typeof ZBookingRequestSchema>;

export const ZCreatedBookingSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  time: z.string(),
  /** Null for a room booking. */
  timetable_id: z.number().int().nullable(),
  desk_id: z.number().int().nullable(),
  room_id: z.number().int().nullable(),
});
export const ZBookingCreatedResponseSchema = z.object({ bookings: z.array(ZCreatedBookingSchema) });
export type TBookingCreatedResponse = z.infer<typeof ZBookingCreatedResponseSchema>;

export const CONFIRMATION_STATUSES = ['pending', 'waiting'] as const;
export const ZConfirmationSchema = z.object({
  id: z.number().int(),
  /** waiting = already confirmed. */
  status: z.enum(CONFIRMATION_STATUSES),
});
export type TConfirmation = z.infer<typeof ZConfirmationSchema>;

export const ZReservationSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  /** HH:MM-HH:MM */
  time: z.string(),
  start_at: z.string(),
  end_at: z.string(),
  desk: ZNamedRefSchema.nullable(),
  room: ZNamedRefSchema.nullable(),
  /** Desk bookings: the slot booked (so the same can be booked again, e.g. to undo a cancellation). */
  timetable_id: z.number().int().nullable(),
  floor_name: z.string(),
  building_name: z.string(),
  /** Room bookings: the optional title and number of people (null for desks). */
  title: z.string().nullable(),
  attendees: z.number().int().nullable(),
  /** Present once the confirmation has opened (see docs/decisions/031). */
  open_confirmation: ZConfirmationSchema.nullable(),
  /** The series it is an occurrence of (decision 220), or null. */
  series_id: z.number().int().nullable(),
  /** Who booked it in this person's name (decision 355), or null when they booked it themself. */
  booked_by: ZNamedRefSchema.nullable(),
  /** The guest it is booked for, by name (decision 399), or null: the owner's own place. */
  guest_name: z.string().nullable(),
});
export type TReservation = z.infer<typeof ZReservationSchema>;

export const ZReservationListSchema = z.object({
  /** YYYY-MM-DD -> that day's reservations, soonest first. */
  list: z.record(z.string(), z.array(ZReservationSchema)),
});
export type TReservationList = z.infer<typeof ZReservationListSchema>;

/** How long before a reservation starts its confirmation opens. */
export const CONFIRMATION_OPENS_BEFORE_MS = 24 * 60 * 60 * 1000;

export const ZTimetablesQuerySchema = z.object({ date: ZApiDateSchema.optional() });

/** GET booking/rooms/availability/?date=&building_id= or &floor_id= (decision 130). */
export const ZRoomAvailabilityQuerySchema = z
  .object({
    date: ZApiDateSchema,
    building_id: ZIdSchema.optional(),
    floor_id: ZIdSchema.optional(),
  })
  .refine((q) => (q.building_id === undefined) !== (q.floor_id === undefined), {
    message: 'building_id or floor_id',
  });
export const ZBusyRangeSchema = z.object({
  /** HH:MM */
  start: z.string(),
  /** HH:MM; 24:00 when the booking runs past midnight */
  end: z.string(),
});
export const ZRoomAvailabilitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  seats: z.number().int().nullable(),
  equipment: z.array(ZRoomEquipmentSchema),
  floor: ZNamedRefSchema,
  building: ZNamedRefSchema,
  /** The building's opening hours, HH:MM. */
  opens_at: z.string(),
  closes_at: z.string(),
  /** Someone is checked in to the room right now. */
  occupied_now: z.boolean(),
  /** Active bookings on the date, soonest first. */
  busy: z.array(ZBusyRangeSchema),
});
export const ZRoomAvailabilityListSchema = z.object({
  date: z.string(),
  /** The longest booking staff allow, in minutes. */
  max_minutes: z.number().int(),
  rooms: z.array(ZRoomAvailabilitySchema),
});
export type TRoomAvailability = z.infer<typeof ZRoomAvailabilitySchema>;
export type TRoomAvailabilityList = z.infer<typeof ZRoomAvailabilityListSchema>;
