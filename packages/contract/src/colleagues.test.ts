import { describe, expect, it } from 'vitest';
import type { TActiveCheckin, TPendingBooking } from './auth';
import { colleagueStatus, isColleagueActive } from './colleague-status';
import { ZColleagueListQuerySchema } from './colleagues';

const checkin = (over: Partial<TActiveCheckin>): TActiveCheckin => ({
  id: 1,
  type: 'WORKSPACE',
  desk: { id: 5, name: 'A-12' },
  room: null,
  floor_name: 'Floor 2',
  building_name: 'HQ',
  created: '2026-11-22T08:00:00Z',
  ...over,
});
const booking = (over: Partial<TPendingBooking>): TPendingBooking => ({
  id: 9,
  desk: { id: 5, name: 'A-12' },
  room: null,
  date: '2026-11-23',
  time: '08:00-12:00',
  start_time: '2026-11-23T07:00:00Z',
  accepted: false,
  ...over,
});

describe('colleagueStatus (docs/product/colleagues.md)', () => {
  it('no active check-ins and nothing booked: not checked in', () => {
    expect(colleagueStatus({ active_checkins: [], pending_bookings: [] })).toEqual([{ kind: 'not_checked_in' }]);
    expect(isColleagueActive({ active_checkins: [] })).toBe(false);
  });

  it('homework check-in', () => {
    const user = {
      active_checkins: [checkin({ type: 'HOMEWORK', desk: null, floor_name: null, building_name: null })],
      pending_bookings: [],
    };
    expect(colleagueStatus(user)).toEqual([{ kind: 'homework' }]);
    expect(isColleagueActive(user)).toBe(true);
  });

  it('meeting check-in with room, floor and building', () => {
    const user = {
      active_checkins: [checkin({ type: 'MEETING', desk: null, room: { id: 3, name: 'Boardroom' } })],
      pending_bookings: [],
    };
    expect(colleagueStatus(user)).toEqual([{ kind: 'meeting', room: 'Boardroom', floor: 'Floor 2', building: 'HQ' }]);
  });

  it('workspace check-in with desk, floor and building', () => {
    expect(colleagueStatus({ active_checkins: [checkin({})], pending_bookings: [] })).toEqual([
      { kind: 'workspace', desk: 'A-12', floor: 'Floor 2', building: 'HQ' },
    ]);
  });

  it('pending booking that is accepted will arrive; one that is not may arrive; not checked in comes first', () => {
    const lines = colleagueStatus({
      active_checkins: [],
      pending_bookings: [
        booking({ accepted: true }),
        booking({ id: 10, accepted: false, desk: null, room: { id: 3, name: 'Boardroom' }, time: '13:00-17:00' }),
      ],
    });
    expect(lines).toEqual([
      { kind: 'not_checked_in' },
      { kind: 'will_arrive', place: 'A-12', date: '2026-11-23', time: '08:00-12:00' },
      { kind: 'may_arrive', place: 'Boardroom', date: '2026-11-23', time: '13:00-17:00' },
    ]);
  });

  it('a check-in and a later booking each show their own line', () => {
    const lines = colleagueStatus({ active_checkins: [checkin({})], pending_bookings: [booking({ accepted: true })] });
    expect(lines.map((l) => l.kind)).toEqual(['workspace', 'will_arrive']);
  });
});

describe('colleague list query', () => {
  it('accepts the four filters joined by commas, dropping duplicates', () => {
    const q = ZColleagueListQuerySchema.parse({ include: 'user.bhv,user.working_home,user.bhv' });
    expect(q.include).toEqual(['user.bhv', 'user.working_home']);
  });
  it('refuses an unknown filter', () => {
    expect(ZColleagueListQuerySchema.safeParse({ include: 'user.bhv,user.admin' }).success).toBe(false);
  });
});
