import { type BookingLedger, bookedAt } from './bookings';
import { addLocalDays, apiDate, atMinutes, MINUTE } from './calendar';
import type { GuestBook } from './guests';
import { makeGuest } from './guests';
import type { CheckinWriter } from './history';
import type { People } from './people';
import { clamp, type Random } from './random';
import type { Structure } from './structure';

/**
 * Who is in right now: open check-ins (no deactivated_at) for some colleagues,
 * at most one per person and one per desk, as the partial unique indexes
 * demand. Most desk check-ins come with the booking they were made for.
 * The fixed demo accounts and the keepFree desks are left alone.
 */

export interface TodayOptions {
  now: Date;
  today: Date;
  workspace: number;
  meeting: number;
  homework: number;
  guests: number;
}

export interface TodayResult {
  open: number;
  /** Desk indexes with an open check-in. */
  occupiedDesks: Set<number>;
  /** User ids with an open check-in. */
  checkedIn: Set<number>;
}

export async function generateToday(
  checkins: CheckinWriter,
  ledger: BookingLedger,
  guests: GuestBook,
  structure: Structure,
  people: People,
  random: Random,
  options: TodayOptions,
): Promise<TodayResult> {
  const { now, today } = options;
  const { desks, rooms, slots } = structure;
  const date = apiDate(today);
  const minutesNow = (now.getTime() - today.getTime()) / MINUTE;
  /** Arrival this morning; when the morning has not come yet, a little before now. */
  const arrival = (): Date => {
    const planned = clamp(random.normal(8.5, 0.6), 7, 10.5) * 60 + random.float();
    if (planned < minutesNow - 2) return atMinutes(today, planned);
    return new Date(Math.max(today.getTime(), now.getTime() - random.between(2, 150) * MINUTE));
  };

  const candidates = desks.map((_, i) => i).filter((i) => !desks[i].closed && !desks[i].keepFree);
  const persons = random.shuffle([...people.persons]);
  const occupiedDesks = new Set<number>();
  const checkedIn = new Set<number>();
  let index = 0;
  await ledger.ids.ensure(options.workspace * slots.length + 10);

  for (let n = 0; n < options.workspace && index < persons.length; index++) {
    const person = persons[index];
    let desk = person.homeDesk;
    for (let i = 0; (occupiedDesks.has(desk) || desks[desk].closed || desks[desk].keepFree) && i < 20; i++) {
      desk = candidates[random.int(0, candidates.length - 1)];
    }
    if (occupiedDesks.has(desk) || desks[desk].closed || desks[desk].keepFree) continue;
    occupiedDesks.add(desk);
    checkedIn.add(person.id);
    n++;
    const created = arrival();
    const createdMinutes = (created.getTime() - today.getTime()) / MINUTE;
    let bookingId: number | null = null;
    if (created >= today && random.chance(0.6)) {
      // Booked the slot they arrived in (or the next one), often the rest of the day too.
      const first = slots.findIndex((s) => s.end > createdMinutes);
      if (first >= 0) {
        const booked = random.chance(0.5) ? slots.slice(first) : [slots[first]];
        for (const slot of booked) {
          const createdAt = bookedAt(random, atMinutes(today, Math.min(slot.start, createdMinutes)), now, 5);
          const id = ledger.book({ userId: person.id, deskId: desks[desk].id, day: today, date, slot, createdAt });
          bookingId ??= id;
        }
      }
    }
    checkins.push({
      user_id: person.id,
      type: 'WORKSPACE',
      desk_id: desks[desk].id,
      room_id: rooms[desks[desk].roomIndex].id,
      booking_id: bookingId,
      created,
      deactivated_at: null,
    });
  }

  const meetingRooms = rooms.filter((r) => r.type === 'MEETING');
  for (let n = 0; n < options.meeting && index < persons.length && meetingRooms.length > 0; n++, index++) {
    const person = persons[index];
    checkedIn.add(person.id);
    checkins.push({
      user_id: person.id,
      type: 'MEETING',
      desk_id: null,
      room_id: random.pick(meetingRooms).id,
      booking_id: null,
      created: new Date(Math.max(today.getTime(), now.getTime() - random.between(5, 55) * MINUTE)),
      deactivated_at: null,
    });
  }

  for (let n = 0; n < options.homework && index < persons.length; n++, index++) {
    const person = persons[index];
    checkedIn.add(person.id);
    checkins.push({
      user_id: person.id,
      type: 'HOMEWORK',
      desk_id: null,
      room_id: null,
      booking_id: null,
      created: arrival(),
      deactivated_at: null,
    });
  }

  // A guest in a meeting room right now, registered by their host, and one expected tomorrow.
  const hosts = people.persons.filter((p) => checkedIn.has(p.id));
  for (let g = 0; g < options.guests && hosts.length > 0 && meetingRooms.length > 0; g++) {
    const host = random.pick(hosts);
    const created = new Date(Math.max(today.getTime(), now.getTime() - random.between(10, 60) * MINUTE));
    guests.visit({
      guest: makeGuest(random),
      type: 'MEETING',
      deskId: null,
      roomId: random.pick(meetingRooms).id,
      created,
      deactivatedAt: null,
      visitPersonId: host.id,
      registration: { registeredBy: host.id, createdAt: guests.registeredAt(created, now) },
    });
    const tomorrow = addLocalDays(today, 1);
    guests.register({
      guest: makeGuest(random),
      deskId: null,
      roomId: random.pick(meetingRooms).id,
      day: tomorrow,
      start: 10 * 60,
      end: 12 * 60,
      visitPersonId: host.id,
      registeredBy: random.chance(0.5) ? host.id : null,
      createdAt: new Date(now.getTime() - random.between(1, 48) * 60 * MINUTE),
    });
  }

  await checkins.flush();
  return { open: checkedIn.size, occupiedDesks, checkedIn };
}
