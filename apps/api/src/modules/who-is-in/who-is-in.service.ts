import { addDays, type TWhoIsInWeek } from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import { showsHolder, type Viewer } from '../../lib/holder-visibility';
import { presentDays } from './who-is-in.presenter';
import { bookingsBetween, checkinsBetween, groupColleagues } from './who-is-in.repository';

type App = Pick<FastifyInstance, 'db'>;

/** Working days: Monday to Friday (decision 340). */
const WORKING_DAYS = 5;

/** Local midnight at the start of a YYYY-MM-DD date (the process's time zone, like toApiDate). */
const localMidnight = (date: string) => new Date(`${date}T00:00:00`);

/**
 * Who is in during the week starting `monday` (decision 340): the colleagues who share a group with the viewer,
 * booked or checked in, per working day. A colleague who keeps bookings private (decision 251) is left out
 * entirely for the viewer, unless the viewer is staff.
 */
export async function whoIsIn(app: App, viewer: Viewer, monday: string): Promise<TWhoIsInWeek> {
  const dates = Array.from({ length: WORKING_DAYS }, (_, i) => addDays(monday, i));
  const people = (await groupColleagues(app.db, viewer.id)).filter((p) =>
    showsHolder(viewer, { id: p.id, private: p.private_bookings }),
  );
  if (people.length === 0) return { week: monday, days: presentDays(dates, [], [], []) };
  const ids = people.map((p) => p.id);
  const [bookings, checkins] = await Promise.all([
    bookingsBetween(app.db, ids, dates[0], dates[dates.length - 1]),
    checkinsBetween(app.db, ids, localMidnight(dates[0]), localMidnight(addDays(dates[dates.length - 1], 1))),
  ]);
  return { week: monday, days: presentDays(dates, people, bookings, checkins) };
}
