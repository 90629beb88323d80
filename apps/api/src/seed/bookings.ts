import { ColumnWriter, IdAllocator, type Trx } from './bulk';
import { addLocalDays, apiDate, atMinutes, DAY, HOUR, isWeekend, MINUTE } from './calendar';
import type { People, Person } from './people';
import type { Random } from './random';
import type { SlotInfo, Structure } from './structure';

/**
 * Desk bookings. The ledger hands out booking ids and refuses what the
 * database's partial unique indexes would refuse (one desk per slot per date,
 * one booking per person per slot per date), so the bulk insert never fails.
 */

const bookingColumns = {
  id: 'int4',
  user_id: 'int4',
  desk_id: 'int4',
  room_id: 'int4',
  timetable_id: 'int4',
  date: 'date',
  start_at: 'timestamptz',
  end_at: 'timestamptz',
  created_at: 'timestamptz',
  cancelled_at: 'timestamptz',
  cancelled_by: 'int4',
} as const;

export interface BookingRequest {
  userId: number;
  deskId: number;
  day: Date;
  /** apiDate(day), passed in so it is computed once per day. */
  date: string;
  slot: SlotInfo;
  createdAt: Date;
}

export class BookingLedger {
  readonly writer: ColumnWriter<keyof typeof bookingColumns>;
  readonly ids: IdAllocator;
  private readonly deskSlots = new Set<string>();
  private readonly userSlots = new Set<string>();
  private readonly confirmations: {
    booking_id: number;
    status: 'pending' | 'waiting';
    opens_at: Date;
    confirmed_at: Date | null;
    created_at: Date;
  }[] = [];
  counts = { active: 0, cancelled: 0, future: 0, confirmations: 0 };

  constructor(
    private readonly trx: Trx,
    private readonly now: Date,
    private readonly random: Random,
  ) {
    this.writer = new ColumnWriter(trx, 'bookings', bookingColumns);
    this.ids = new IdAllocator(trx, 'bookings');
  }

  isDeskFree(deskId: number, date: string, slot: SlotInfo): boolean {
    return !this.deskSlots.has(`${deskId}|${date}|${slot.id}`);
  }

  isPersonFree(userId: number, date: string, slot: SlotInfo): boolean {
    return !this.userSlots.has(`${userId}|${date}|${slot.id}`);
  }

  /** An active booking; its id, or null when the desk or the person already has one for the slot. */
  book(request: BookingRequest): number | null {
    const deskKey = `${request.deskId}|${request.date}|${request.slot.id}`;
    const userKey = `${request.userId}|${request.date}|${request.slot.id}`;
    if (this.deskSlots.has(deskKey) || this.userSlots.has(userKey)) return null;
    this.deskSlots.add(deskKey);
    this.userSlots.add(userKey);
    const id = this.write(request, null);
    this.counts.active++;
    const start = atMinutes(request.day, request.slot.start);
    if (start > this.now) this.counts.future++;
    // Bookings starting within 24 hours wait for their confirmation.
    if (start > this.now && start.getTime() - this.now.getTime() <= DAY) {
      const opensAt = new Date(start.getTime() - DAY);
      const confirmed = this.random.chance(0.25);
      this.confirmations.push({
        booking_id: id,
        status: confirmed ? 'waiting' : 'pending',
        opens_at: opensAt,
        confirmed_at: confirmed
          ? new Date(opensAt.getTime() + this.random.float() * (this.now.getTime() - opensAt.getTime()))
          : null,
        created_at: opensAt,
      });
    }
    return id;
  }

  /** A booking that was made and then cancelled (the unique indexes ignore it). */
  cancelled(request: BookingRequest): number {
    const start = atMinutes(request.day, request.slot.start);
    const latest = Math.min(start.getTime(), this.now.getTime());
    const cancelledAt = new Date(
      request.createdAt.getTime() + this.random.float() * Math.max(0, latest - request.createdAt.getTime()),
    );
    this.counts.cancelled++;
    return this.write(request, cancelledAt);
  }

  private write(request: BookingRequest, cancelledAt: Date | null): number {
    const id = this.ids.next();
    this.writer.push({
      id,
      user_id: request.userId,
      desk_id: request.deskId,
      room_id: null,
      timetable_id: request.slot.id,
      date: request.date,
      start_at: atMinutes(request.day, request.slot.start),
      end_at: atMinutes(request.day, request.slot.end),
      created_at: request.createdAt,
      cancelled_at: cancelledAt,
      cancelled_by: cancelledAt ? request.userId : null,
    });
    return id;
  }

  /** Writes what is buffered, then the confirmations (which refer to the bookings). */
  async finish(): Promise<void> {
    await this.writer.flush();
    const confirmations = this.confirmations.splice(0);
    for (let i = 0; i < confirmations.length; i += 5_000) {
      await this.trx
        .insertInto('booking_confirmations')
        .values(confirmations.slice(i, i + 5_000))
        .execute();
    }
    this.counts.confirmations += confirmations.length;
  }
}

/** When a booking for `start` was made: some time before it, and never after `now`. */
export function bookedAt(random: Random, start: Date, now: Date, maxLeadDays: number): Date {
  const latest = Math.min(start.getTime(), now.getTime()) - 10 * MINUTE;
  return new Date(latest - random.between(0.5 * HOUR, maxLeadDays * DAY));
}

/**
 * Bookings of colleagues for today and the next `days` days (weekends
 * skipped, today always included), busiest close by. Desks marked keepFree,
 * desks occupied right now and the fixed accounts are left alone.
 */
export async function planUpcomingBookings(
  ledger: BookingLedger,
  structure: Structure,
  people: People,
  random: Random,
  options: {
    now: Date;
    today: Date;
    days: number;
    /** Share of bookable desks booked per slot: [today, last day]. */
    share: [number, number];
    occupiedToday: Set<number>;
    checkedInToday: Set<number>;
  },
): Promise<void> {
  const { now, today, days, share, occupiedToday, checkedInToday } = options;
  const bookable = structure.desks
    .map((_, i) => i)
    .filter((i) => !structure.desks[i].closed && !structure.desks[i].keepFree);
  for (let offset = 0; offset <= days; offset++) {
    const day = addLocalDays(today, offset);
    if (offset > 0 && isWeekend(day)) continue;
    const date = apiDate(day);
    const fraction = share[0] + ((share[1] - share[0]) * offset) / Math.max(1, days);
    const wanted = Math.round(fraction * bookable.length);
    await ledger.ids.ensure(Math.ceil(wanted * structure.slots.length * 1.3) + 50);
    const persons = random.shuffle(people.persons.filter((p) => !(offset === 0 && checkedInToday.has(p.id))));
    const perSlot = new Map<number, number>(structure.slots.map((s) => [s.id, 0]));
    const usable = (desk: number) =>
      !structure.desks[desk].closed && !structure.desks[desk].keepFree && !(offset === 0 && occupiedToday.has(desk));

    for (const person of persons) {
      if ([...perSlot.values()].every((n) => n >= wanted)) break;
      const fullDay = random.chance(0.6);
      const slots = fullDay ? structure.slots : [random.pick(structure.slots)];
      if (slots.some((s) => perSlot.get(s.id)! >= wanted)) continue;
      const desk = chooseDesk(person, slots, date, ledger, structure, bookable, usable, random);
      if (desk < 0) continue;
      for (const slot of slots) {
        const start = atMinutes(day, slot.start);
        const createdAt = bookedAt(random, start, now, Math.min(offset + 4, 14));
        if (ledger.book({ userId: person.id, deskId: structure.desks[desk].id, day, date, slot, createdAt }) !== null) {
          perSlot.set(slot.id, perSlot.get(slot.id)! + 1);
        }
      }
      // Plans change: now and then the same person cancelled an earlier booking for that day.
      if (random.chance(0.08)) {
        const other = bookable[random.int(0, bookable.length - 1)];
        const slot = random.pick(slots);
        const createdAt = bookedAt(random, atMinutes(day, slot.start), now, 14);
        ledger.cancelled({ userId: person.id, deskId: structure.desks[other].id, day, date, slot, createdAt });
      }
    }
  }
}

function chooseDesk(
  person: Person,
  slots: readonly SlotInfo[],
  date: string,
  ledger: BookingLedger,
  structure: Structure,
  bookable: number[],
  usable: (desk: number) => boolean,
  random: Random,
): number {
  const free = (desk: number) =>
    usable(desk) &&
    slots.every((s) => ledger.isDeskFree(structure.desks[desk].id, date, s) && ledger.isPersonFree(person.id, date, s));
  if (free(person.homeDesk)) return person.homeDesk;
  const room = structure.rooms[structure.desks[person.homeDesk].roomIndex].deskIndexes;
  for (let i = 0; i < 4; i++) {
    const desk = room[random.int(0, room.length - 1)];
    if (free(desk)) return desk;
  }
  for (let i = 0; i < 12; i++) {
    const desk = bookable[random.int(0, bookable.length - 1)];
    if (free(desk)) return desk;
  }
  return -1;
}
