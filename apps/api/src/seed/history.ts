import type { BookingLedger } from './bookings';
import { bookedAt } from './bookings';
import { ColumnWriter, type Trx } from './bulk';
import { addLocalDays, apiDate, atMinutes, isHoliday, isWeekend } from './calendar';
import { type GuestBook, makeGuest } from './guests';
import type { People, Person } from './people';
import { clamp, type Random } from './random';
import type { Structure } from './structure';

/**
 * Months of check-ins up to yesterday: people come in on working days (busiest
 * mid-week, quieter in summer and around Christmas), sit at their usual desk
 * or one near it, join meetings, work from home, and now and then bring a
 * guest. A desk never holds two check-ins at the same time. Over the last
 * weeks part of the desk visits were booked in advance.
 */

export const checkinColumns = {
  user_id: 'int4',
  type: 'text',
  desk_id: 'int4',
  room_id: 'int4',
  booking_id: 'int4',
  created: 'timestamptz',
  deactivated_at: 'timestamptz',
} as const;

export type CheckinWriter = ColumnWriter<keyof typeof checkinColumns>;

/** Check-ins of people; bookings are written first, as check-ins may refer to them. */
export function createCheckinWriter(trx: Trx, ledger: BookingLedger): CheckinWriter {
  return new ColumnWriter(trx, 'checkins', checkinColumns, { before: () => ledger.writer.flush() });
}

export interface HistoryOptions {
  /** First day of history. */
  from: Date;
  /** Today (not included: today is made by `today.ts`). */
  today: Date;
  now: Date;
  /** First day with bookings. */
  bookingsFrom: Date;
  /** Share of open desks taken on a busy weekday. */
  occupancy: number;
  /** Chance that someone not in the office checks in from home. */
  homework: number;
  /** Share of office visitors who spend the day in meetings. */
  meetings: number;
  guestsPerWeek: number;
  /** Share of desk visits booked beforehand. */
  booked: number;
}

const WEEKDAY_FACTOR = [0.02, 0.8, 1, 0.9, 1, 0.6, 0.03];

function officeFactor(day: Date): number {
  if (isHoliday(day)) return 0.03;
  const month = day.getMonth();
  const date = day.getDate();
  let season = 1;
  if (month === 6) season = 0.72;
  else if (month === 7) season = 0.66;
  else if (month === 11 && date >= 20) season = 0.45;
  else if (month === 0 && date <= 4) season = 0.55;
  return WEEKDAY_FACTOR[day.getDay()] * season;
}

/** Start and end of a day at a desk, in minutes after midnight. Durations 1-9 hours. */
function deskVisit(random: Random): { start: number; end: number } {
  const kind = random.weighted(['day', 'morning', 'afternoon', 'short'] as const, [0.72, 0.12, 0.1, 0.06]);
  let start: number;
  let hours: number;
  if (kind === 'day') {
    start = clamp(random.normal(8.6, 0.55), 7, 10.75) * 60;
    hours = clamp(random.normal(8, 0.8), 5.5, 9);
  } else if (kind === 'morning') {
    start = clamp(random.normal(8.5, 0.5), 7, 10) * 60;
    hours = random.between(2.5, 4.5);
  } else if (kind === 'afternoon') {
    start = random.between(12.5, 14) * 60;
    hours = random.between(2.5, 4.5);
  } else {
    start = random.between(9, 15) * 60;
    hours = random.between(1, 2);
  }
  return { start, end: Math.min(start + hours * 60, 20 * 60) };
}

export interface HistoryCounts {
  checkins: number;
  days: number;
}

export async function generateHistory(
  checkins: CheckinWriter,
  ledger: BookingLedger,
  guests: GuestBook,
  structure: Structure,
  people: People,
  random: Random,
  options: HistoryOptions,
  log: (message: string) => void,
): Promise<HistoryCounts> {
  const { desks, rooms, slots } = structure;
  const openDesks = desks.map((_, i) => i).filter((i) => !desks[i].closed);
  const meetingRooms = rooms.filter((r) => r.type === 'MEETING');
  const persons = people.persons;
  const affinitySum = persons.reduce((s, p) => s + p.affinity, 0);
  const scale = (options.occupancy * openDesks.length) / Math.max(1, affinitySum * (1 - options.meetings));
  const freeAt = new Float64Array(desks.length);
  const before = checkins.total;
  let days = 0;

  const findDesk = (person: Person, start: number): number => {
    const ok = (i: number) => !desks[i].closed && freeAt[i] <= start;
    if (ok(person.homeDesk)) return person.homeDesk;
    const home = desks[person.homeDesk];
    const tries: [number[], number][] = [
      [rooms[home.roomIndex].deskIndexes, 4],
      [structure.floors[home.floorIndex].deskIndexes, 6],
      [structure.buildings[home.buildingIndex].deskIndexes, 8],
      [openDesks, 12],
    ];
    for (const [list, count] of tries) {
      for (let i = 0; i < count; i++) {
        const desk = list[random.int(0, list.length - 1)];
        if (ok(desk)) return desk;
      }
    }
    return -1;
  };

  for (let day = options.from; day < options.today; day = addLocalDays(day, 1)) {
    days++;
    const date = apiDate(day);
    const factor = officeFactor(day);
    const homeFactor = isWeekend(day) ? 0.06 : isHoliday(day) ? 0.04 : 1;
    const withBookings = day >= options.bookingsFrom;
    freeAt.fill(0);

    const visitors: { person: Person; start: number; end: number }[] = [];
    const inMeetings: Person[] = [];
    for (const person of persons) {
      if (random.float() < Math.min(0.97, person.affinity * scale * factor)) {
        if (random.chance(options.meetings)) inMeetings.push(person);
        else visitors.push({ person, ...deskVisit(random) });
      } else if (random.chance(options.homework * homeFactor)) {
        const start = clamp(random.normal(8.4, 0.7), 6.5, 11) * 60;
        const end = start + clamp(random.normal(7.5, 1.2), 1, 9.5) * 60;
        checkins.push({
          user_id: person.id,
          type: 'HOMEWORK',
          desk_id: null,
          room_id: null,
          booking_id: null,
          created: atMinutes(day, start + random.float()),
          deactivated_at: atMinutes(day, end),
        });
      }
    }
    await ledger.ids.ensure(visitors.length * slots.length + 100);

    // Desks, earliest arrivals first; a desk is free again ten minutes after someone leaves.
    visitors.sort((a, b) => a.start - b.start);
    const inOffice: Person[] = [];
    for (const v of visitors) {
      const desk = findDesk(v.person, v.start);
      if (desk < 0) continue;
      freeAt[desk] = v.end + 10;
      inOffice.push(v.person);
      let bookingId: number | null = null;
      if (withBookings && random.chance(options.booked)) {
        for (const slot of slots) {
          if (slot.start >= v.end || slot.end <= v.start) continue;
          const start = atMinutes(day, slot.start);
          const id = ledger.book({
            userId: v.person.id,
            deskId: desks[desk].id,
            day,
            date,
            slot,
            createdAt: bookedAt(random, start, start, 10),
          });
          bookingId ??= id;
        }
      }
      checkins.push({
        user_id: v.person.id,
        type: 'WORKSPACE',
        desk_id: desks[desk].id,
        room_id: rooms[desks[desk].roomIndex].id,
        booking_id: bookingId,
        created: atMinutes(day, v.start + random.float()),
        deactivated_at: atMinutes(day, v.end),
      });
    }

    // Meetings: back to back in each room, one to four people checking in to each.
    random.shuffle(inMeetings);
    let next = 0;
    for (const room of meetingRooms) {
      let t = 8 * 60 + 30 + random.int(0, 60);
      while (t < 17 * 60 && next < inMeetings.length) {
        if (random.chance(0.3)) {
          t += random.pick([30, 60]);
          continue;
        }
        const length = random.pick([30, 45, 60, 60, 90, 120]);
        const attendees = random.int(1, Math.min(4, room.capacity));
        for (let a = 0; a < attendees && next < inMeetings.length; a++) {
          const person = inMeetings[next++];
          const created = t + random.between(0, 5);
          const end = Math.max(created + 30, t + length + random.between(-3, 5));
          checkins.push({
            user_id: person.id,
            type: 'MEETING',
            desk_id: null,
            room_id: room.id,
            booking_id: null,
            created: atMinutes(day, created),
            deactivated_at: atMinutes(day, Math.min(end, created + 120)),
          });
          inOffice.push(person);
        }
        t += length + random.pick([0, 0, 15, 30]);
      }
    }

    if (withBookings && visitors.length > 0) {
      // No-shows (booked, never came) and cancelled bookings.
      const extra = Math.round(visitors.length * 0.05) + (random.chance(0.5) ? 1 : 0);
      for (let i = 0; i < extra * 2; i++) {
        const person = persons[random.int(0, persons.length - 1)];
        const desk = openDesks[random.int(0, openDesks.length - 1)];
        const slot = random.pick(slots);
        const createdAt = bookedAt(random, atMinutes(day, slot.start), atMinutes(day, slot.start), 10);
        const request = { userId: person.id, deskId: desks[desk].id, day, date, slot, createdAt };
        if (i % 2 === 0) ledger.book(request);
        else ledger.cancelled(request);
      }
    }

    // Guests, a few a week, visiting someone who is in that day.
    const expected = (options.guestsPerWeek / 5) * WEEKDAY_FACTOR[day.getDay()] * (isHoliday(day) ? 0 : 1);
    const guestCount = Math.floor(expected) + (random.chance(expected - Math.floor(expected)) ? 1 : 0);
    for (let g = 0; g < guestCount && inOffice.length > 0 && meetingRooms.length > 0; g++) {
      const host = inOffice[random.int(0, inOffice.length - 1)];
      const start = random.between(9, 15) * 60;
      const end = start + random.between(1, 3.5) * 60;
      let desk = -1;
      if (random.chance(0.5)) {
        const room = rooms[desks[host.homeDesk].roomIndex].deskIndexes;
        for (let i = 0; i < 6 && desk < 0; i++) {
          const candidate = room[random.int(0, room.length - 1)];
          if (!desks[candidate].closed && freeAt[candidate] <= start) desk = candidate;
        }
      }
      const room = desk >= 0 ? rooms[desks[desk].roomIndex] : meetingRooms[random.int(0, meetingRooms.length - 1)];
      if (desk >= 0) freeAt[desk] = end + 10;
      const created = atMinutes(day, start);
      guests.visit({
        guest: makeGuest(random),
        type: desk >= 0 ? 'WORKSPACE' : 'MEETING',
        deskId: desk >= 0 ? desks[desk].id : null,
        roomId: room.id,
        created,
        deactivatedAt: atMinutes(day, end),
        visitPersonId: host.id,
        registration: random.chance(0.65)
          ? { registeredBy: random.chance(0.75) ? host.id : null, createdAt: guests.registeredAt(created, options.now) }
          : undefined,
      });
    }

    await checkins.flushIfFull();
    if (day.getDate() === 1) log(`seed: history ${date}, ${checkins.total - before} check-ins so far`);
  }
  return { checkins: checkins.total - before, days };
}
