import type { TActiveCheckin, TPendingBooking, TUser } from './auth';

/** docs/product/colleagues.md: the colleague filters, sent as `include=` joined by commas. */
export const COLLEAGUE_FILTERS = ['user.working_home', 'user.working_building', 'user.bhv', 'user.no_working'] as const;
export type TColleagueFilter = (typeof COLLEAGUE_FILTERS)[number];

/**
 * docs/product/colleagues.md, status lines. One line per fact: "not checked in" when
 * there is no active check-in; one line per active check-in (homework, meeting
 * or workspace, with building and floor); one line per pending booking, that
 * "will arrive" when accepted (confirmed) and otherwise "may arrive".
 */
export type TColleagueStatusLine =
  | { kind: 'not_checked_in' }
  | { kind: 'homework' }
  | { kind: 'meeting'; room: string | null; floor: string | null; building: string | null }
  | { kind: 'workspace'; desk: string | null; floor: string | null; building: string | null }
  | { kind: 'will_arrive' | 'may_arrive'; place: string | null; date: string; time: string };

export function checkinStatusLine(checkin: TActiveCheckin): TColleagueStatusLine {
  if (checkin.type === 'HOMEWORK') return { kind: 'homework' };
  if (checkin.type === 'MEETING') {
    return {
      kind: 'meeting',
      room: checkin.room?.name ?? null,
      floor: checkin.floor_name,
      building: checkin.building_name,
    };
  }
  return {
    kind: 'workspace',
    desk: checkin.desk?.name ?? null,
    floor: checkin.floor_name,
    building: checkin.building_name,
  };
}

export function pendingBookingStatusLine(booking: TPendingBooking): TColleagueStatusLine {
  return {
    kind: booking.accepted ? 'will_arrive' : 'may_arrive',
    place: booking.desk?.name ?? booking.room?.name ?? null,
    date: booking.date,
    time: booking.time,
  };
}

export function colleagueStatus(user: Pick<TUser, 'active_checkins' | 'pending_bookings'>): TColleagueStatusLine[] {
  const lines: TColleagueStatusLine[] = [];
  if (user.active_checkins.length === 0) lines.push({ kind: 'not_checked_in' });
  for (const c of user.active_checkins) lines.push(checkinStatusLine(c));
  for (const b of user.pending_bookings) lines.push(pendingBookingStatusLine(b));
  return lines;
}

/** The list's active dot: green while the colleague has an active check-in (any type), red otherwise. */
export function isColleagueActive(user: Pick<TUser, 'active_checkins'>): boolean {
  return user.active_checkins.length > 0;
}
