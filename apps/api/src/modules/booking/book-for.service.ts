import { ErrorCode, type TBookForColleagues, type TBookingCreatedResponse, type TBookingItem } from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors';
import { colleaguesToBookFor, colleagueToBookFor } from './book-for.repository';
import { bookPlaces } from './booking.service';

type App = Pick<FastifyInstance, 'db' | 'clock' | 'liveCache' | 'mail'>;

/** The person booking in someone else's name: staff may book for anyone, others for the members of their groups. */
export interface Booker {
  id: number;
  isStaff: boolean;
}

const fullName = (u: { first_name: string; last_name: string }) => `${u.first_name} ${u.last_name}`.trim();

/**
 * Books the items in the colleague's name (decision 355): the bookings are theirs, with every booking rule read
 * for them (neighbourhoods, limits, one desk per slot), and `booked_by` names the booker. Oneself is 400
 * BOOK_FOR_SELF; nobody active by that id 404 NO_EXISTS; a colleague outside the booker's groups (not staff) 403
 * BOOK_FOR_NOT_ALLOWED.
 */
export async function bookForColleague(
  app: App,
  booker: Booker,
  colleagueId: number,
  items: TBookingItem[],
): Promise<TBookingCreatedResponse> {
  if (colleagueId === booker.id) throw new AppError(ErrorCode.BOOK_FOR_SELF);
  const colleague = await colleagueToBookFor(app.db, booker.id, colleagueId);
  if (!colleague) throw new AppError(ErrorCode.NO_EXISTS);
  if (!booker.isStaff && !colleague.shares_group) throw new AppError(ErrorCode.BOOK_FOR_NOT_ALLOWED);
  return bookPlaces(app, colleague.id, items, { id: booker.id, name: colleague.booker_name ?? '' });
}

/** The people the booker may book for, matching `q` (decision 355). */
export async function colleaguesToBookForAnswer(
  app: Pick<App, 'db'>,
  booker: Booker,
  query: { q?: string; limit: number },
): Promise<TBookForColleagues> {
  const rows = await colleaguesToBookFor(app.db, booker.id, {
    anyone: booker.isStaff,
    text: query.q ?? '',
    limit: query.limit,
  });
  return { colleagues: rows.map((r) => ({ id: r.id, name: fullName(r) })) };
}
