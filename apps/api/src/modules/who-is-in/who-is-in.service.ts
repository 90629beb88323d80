import {
  addDays,
  ErrorCode,
  type TGroupWeek,
  type TWhoIsInDay,
  type TWhoIsInSource,
  type TWhoIsInWeek,
} from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import { showsHolder, type Viewer } from '../../lib/holder-visibility';
import { AppError } from '../../lib/errors';
import { followedIds } from '../favourites';
import { presentDays } from './who-is-in.presenter';
import {
  activePeople,
  bookingsBetween,
  buildingExists,
  checkinsBetween,
  type ColleagueRow,
  groupColleagues,
  groupMembers,
  groupName,
} from './who-is-in.repository';

type App = Pick<FastifyInstance, 'db'>;

/** Working days: Monday to Friday (decision 340). */
const WORKING_DAYS = 5;

/** Local midnight at the start of a YYYY-MM-DD date (the process's time zone, like toApiDate). */
const localMidnight = (date: string) => new Date(`${date}T00:00:00`);

/** The working days of the week starting `monday`, each with those of `people` who are booked or checked in. */
async function daysOf(app: App, monday: string, people: ColleagueRow[], followed: ReadonlySet<number>) {
  const dates = Array.from({ length: WORKING_DAYS }, (_, i) => addDays(monday, i));
  if (people.length === 0) return presentDays(dates, [], [], []);
  const ids = people.map((p) => p.id);
  const [bookings, checkins] = await Promise.all([
    bookingsBetween(app.db, ids, dates[0], dates[dates.length - 1]),
    checkinsBetween(app.db, ids, localMidnight(dates[0]), localMidnight(addDays(dates[dates.length - 1], 1))),
  ]);
  return presentDays(dates, people, bookings, checkins, followed);
}

/** The people whose week the viewer sees: colleagues of their groups, those they follow, or both (decision 360). */
async function peopleFor(app: App, viewer: Viewer, who: TWhoIsInSource, followed: ReadonlySet<number>) {
  const [groups, favourites] = await Promise.all([
    who === 'favourites' ? [] : groupColleagues(app.db, viewer.id),
    who === 'groups' ? [] : activePeople(app.db, [...followed]),
  ]);
  const byId = new Map([...groups, ...favourites].map((p) => [p.id, p]));
  return [...byId.values()].filter((p) => showsHolder(viewer, { id: p.id, private: p.private_bookings }));
}

/** An unknown building is NO_EXISTS (decisions 400, 424); none asked, nothing to check. */
async function checkBuilding(app: App, buildingId: number | undefined) {
  if (buildingId !== undefined && !(await buildingExists(app.db, buildingId))) throw new AppError(ErrorCode.NO_EXISTS);
}

/** Each day keeps only the people with a place in the building, and of their places those there (decision 400). */
const inBuilding = (days: TWhoIsInDay[], buildingId: number | undefined): TWhoIsInDay[] =>
  buildingId === undefined
    ? days
    : days.map((day) => ({
        date: day.date,
        people: day.people
          .map((p) => ({ ...p, places: p.places.filter((place) => place.building.id === buildingId) }))
          .filter((p) => p.places.length > 0),
      }));

/**
 * Who is in during the week starting `monday` (decisions 340, 360): the colleagues who share a group with the
 * viewer and/or the people the viewer follows, booked or checked in, per working day; with `buildingId` only those
 * at that building (decision 424). A person who keeps bookings private (decision 251) is left out entirely for the
 * viewer, unless the viewer is staff. An unknown building is NO_EXISTS.
 */
export async function whoIsIn(
  app: App,
  viewer: Viewer,
  monday: string,
  who: TWhoIsInSource = 'all',
  buildingId?: number,
): Promise<TWhoIsInWeek> {
  await checkBuilding(app, buildingId);
  const followed = new Set(await followedIds(app, viewer.id));
  const people = await peopleFor(app, viewer, who, followed);
  return { week: monday, days: inBuilding(await daysOf(app, monday, people, followed), buildingId) };
}

/**
 * A group's week for the staff dashboard (decision 360): its active members and, per working day, those who are
 * booked or checked in; with `buildingId` only those at that building (decision 400). Staff see private people
 * too (decision 251). An unknown group or building is NO_EXISTS.
 */
export async function groupWeek(app: App, monday: string, groupId: number, buildingId?: number): Promise<TGroupWeek> {
  const [name] = await Promise.all([groupName(app.db, groupId), checkBuilding(app, buildingId)]);
  if (name === undefined) throw new AppError(ErrorCode.NO_EXISTS);
  const members = await groupMembers(app.db, groupId);
  const days = await daysOf(app, monday, members, new Set());
  return {
    week: monday,
    group: { id: groupId, name },
    members: members.map(({ id, first_name, last_name }) => ({ id, first_name, last_name })),
    days: inBuilding(days, buildingId),
  };
}
