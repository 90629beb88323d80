import { z } from 'zod';
import { addDays, isApiDate } from './dates';

/** A YYYY-MM-DD date that is a Monday (decision 340). */
export const isMonday = (value: string): boolean =>
  isApiDate(value) && new Date(`${value}T00:00:00Z`).getUTCDay() === 1;

/** The Monday (YYYY-MM-DD) of the week of a YYYY-MM-DD date. */
export const mondayOf = (value: string): string => {
  const day = new Date(`${value}T00:00:00Z`).getUTCDay();
  return addDays(value, day === 0 ? -6 : 1 - day);
};

/** GET /api/booking/who-is-in?week=YYYY-MM-DD: the Monday of the week. */
export const ZWhoIsInQuerySchema = z.object({
  week: z.string().refine(isMonday, { message: 'week must be a Monday (YYYY-MM-DD)' }),
});
export type TWhoIsInQuery = z.infer<typeof ZWhoIsInQuerySchema>;

const ZNamed = z.object({ id: z.number().int(), name: z.string() });

/** Where a colleague sits that day: a desk (in its workspace room) or a meeting room. */
export const ZWhoIsInPlaceSchema = z.object({
  kind: z.enum(['desk', 'room']),
  id: z.number().int(),
  name: z.string(),
  building: ZNamed,
  floor: ZNamed,
  room: ZNamed,
});
export type TWhoIsInPlace = z.infer<typeof ZWhoIsInPlaceSchema>;

/** A colleague who is in: booked (`booked`) and/or checked in (`checked_in`) that day. */
export const ZWhoIsInPersonSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  checked_in: z.boolean(),
  places: z.array(ZWhoIsInPlaceSchema),
});
export type TWhoIsInPerson = z.infer<typeof ZWhoIsInPersonSchema>;

export const ZWhoIsInDaySchema = z.object({ date: z.string(), people: z.array(ZWhoIsInPersonSchema) });
export type TWhoIsInDay = z.infer<typeof ZWhoIsInDaySchema>;

/** Monday to Friday of the week, each with the colleagues in (decision 340). */
export const ZWhoIsInWeekSchema = z.object({ week: z.string(), days: z.array(ZWhoIsInDaySchema) });
export type TWhoIsInWeek = z.infer<typeof ZWhoIsInWeekSchema>;
