import { z } from 'zod';
import { ZIdSchema } from './common';
import { addDays, isApiDate } from './dates';

/** A YYYY-MM-DD date that is a Monday (decision 340). */
export const isMonday = (value: string): boolean =>
  isApiDate(value) && new Date(`${value}T00:00:00Z`).getUTCDay() === 1;

/** The Monday (YYYY-MM-DD) of the week of a YYYY-MM-DD date. */
export const mondayOf = (value: string): string => {
  const day = new Date(`${value}T00:00:00Z`).getUTCDay();
  return addDays(value, day === 0 ? -6 : 1 - day);
};

const ZMondaySchema = z.string().refine(isMonday, { message: 'week must be a Monday (YYYY-MM-DD)' });

/** Whose week (decision 360): colleagues of my groups, people I follow, or both (the default). */
export const WHO_IS_IN_SOURCES = ['all', 'groups', 'favourites'] as const;
export const ZWhoIsInSourceSchema = z.enum(WHO_IS_IN_SOURCES);
export type TWhoIsInSource = z.infer<typeof ZWhoIsInSourceSchema>;

/** GET /api/booking/who-is-in?week=YYYY-MM-DD&who=all|groups|favourites[&building=ID]: the Monday of the week. */
export const ZWhoIsInQuerySchema = z.object({
  week: ZMondaySchema,
  who: ZWhoIsInSourceSchema.default('all'),
  /** Only who is booked or checked in at this building, each day (decision 424). */
  building: ZIdSchema.optional(),
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
  /** The viewer follows this person (decision 360). */
  favourite: z.boolean(),
  places: z.array(ZWhoIsInPlaceSchema),
});
export type TWhoIsInPerson = z.infer<typeof ZWhoIsInPersonSchema>;

export const ZWhoIsInDaySchema = z.object({ date: z.string(), people: z.array(ZWhoIsInPersonSchema) });
export type TWhoIsInDay = z.infer<typeof ZWhoIsInDaySchema>;

/** Monday to Friday of the week, each with the colleagues in (decision 340). */
export const ZWhoIsInWeekSchema = z.object({ week: z.string(), days: z.array(ZWhoIsInDaySchema) });
export type TWhoIsInWeek = z.infer<typeof ZWhoIsInWeekSchema>;

/** A person, by name: someone I follow, or a member of a group. */
export const ZWhoIsInNameSchema = z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() });
export type TWhoIsInName = z.infer<typeof ZWhoIsInNameSchema>;

/** GET /api/booking/favourite-people: the colleagues I follow, by last then first name (decision 360). */
export const ZFollowedPeopleSchema = z.object({ people: z.array(ZWhoIsInNameSchema) });
export type TFollowedPeople = z.infer<typeof ZFollowedPeopleSchema>;

/** Decision 360: a person follows at most this many colleagues. */
export const MAX_FOLLOWED_PEOPLE = 200;

/** GET /api/dashboard/who-is-in?week=YYYY-MM-DD&group=ID[&building=ID]: a group's week for staff (decisions 360, 400). */
export const ZGroupWeekQuerySchema = z.object({
  week: ZMondaySchema,
  group: ZIdSchema,
  /** Only who is booked or checked in at this building, each day (decision 400). */
  building: ZIdSchema.optional(),
});
export type TGroupWeekQuery = z.infer<typeof ZGroupWeekQuerySchema>;

/** The group's active members (rows of the dashboard's grid) and, per working day, those who are in. */
export const ZGroupWeekSchema = z.object({
  week: z.string(),
  group: z.object({ id: z.number().int(), name: z.string() }),
  members: z.array(ZWhoIsInNameSchema),
  days: z.array(ZWhoIsInDaySchema),
});
export type TGroupWeek = z.infer<typeof ZGroupWeekSchema>;
