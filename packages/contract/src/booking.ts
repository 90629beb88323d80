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
export const ZBookingItemSchema = z.object({
  date: ZApiDateSchema,
  timetable_id: ZIdSchema,
  desk_id: ZIdSchema,
});
export type TBookingItem = z.infer<typeof ZBookingItemSchema>;
/** Everything in one request is booked together or not at all. */
export const MAX_BOOKING_ITEMS = 100;
export const ZBookingRequestSchema = z.array(ZBookingItemSchema).min(1, 'empty').max(MAX_BOOKING_ITEMS);
export type TBookingRequest = z.infer<typeof ZBookingRequestSchema>;

export const ZCreatedBookingSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  time: z.string(),
  timetable_id: z.number().int(),
  desk_id: z.number().int(),
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
  floor_name: z.string(),
  building_name: z.string(),
  /** Present once the confirmation has opened (see docs/decisions/031). */
  open_confirmation: ZConfirmationSchema.nullable(),
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
