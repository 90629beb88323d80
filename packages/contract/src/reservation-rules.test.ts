import { describe, expect, it } from 'vitest';
import { reservationOfCheckin } from './reservation-rules';

const desk = { id: 3, name: 'A1.03' };
const at = (hhmm: string) => `2027-03-01T${hhmm}:00+01:00`;
const morning = { id: 1, desk, room: null, start_at: at('08:00'), end_at: at('12:00') };
const afternoon = { id: 2, desk, room: null, start_at: at('12:00'), end_at: at('17:00') };
const otherDesk = { id: 3, desk: { id: 4, name: 'A1.04' }, room: null, start_at: at('08:00'), end_at: at('12:00') };
const checkin = { type: 'WORKSPACE' as const, desk, room: null };

describe('reservationOfCheckin', () => {
  it('belongs to the reservation running now, not to the same desk later that day', () => {
    expect(reservationOfCheckin([afternoon, morning, otherDesk], checkin, new Date(at('09:30')))).toBe(1);
  });
  it('moves to the next reservation once the earlier one has ended', () => {
    expect(reservationOfCheckin([morning, afternoon], checkin, new Date(at('12:30')))).toBe(2);
  });
  it('belongs to the next one before any has started, and to none when all ended or elsewhere', () => {
    expect(reservationOfCheckin([afternoon, morning], checkin, new Date(at('07:00')))).toBe(1);
    expect(reservationOfCheckin([morning], checkin, new Date(at('13:00')))).toBeNull();
    expect(reservationOfCheckin([otherDesk], checkin, new Date(at('09:00')))).toBeNull();
  });
  it('matches a meeting-room check-in to the room reservation', () => {
    const room = { id: 9, desk: null, room: { id: 5, name: 'Neude' }, start_at: at('10:00'), end_at: at('11:00') };
    const meeting = { type: 'MEETING' as const, desk: null, room: { id: 5, name: 'Neude' } };
    expect(reservationOfCheckin([morning, room], meeting, new Date(at('10:15')))).toBe(9);
  });
});
