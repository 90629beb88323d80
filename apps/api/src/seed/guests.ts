import { ColumnWriter, IdAllocator, type Trx } from './bulk';
import { apiDate, DAY, HOUR, minutesToTime } from './calendar';
import {
  asciiSlug,
  dutchFirstNames,
  dutchLastNames,
  englishFirstNames,
  englishLastNames,
  guestCompanies,
  internationalFirstNames,
  internationalLastNames,
} from './names';
import type { Random } from './random';

/** Visitors: guest check-ins (no user, a person they visit) and the registrations made for them. */

export interface Guest {
  first: string;
  last: string;
  company: string;
  email: string | null;
  phone: string | null;
}

export interface GuestVisit {
  guest: Guest;
  type: 'WORKSPACE' | 'MEETING';
  deskId: number | null;
  roomId: number;
  created: Date;
  deactivatedAt: Date | null;
  visitPersonId: number;
  /** Registered beforehand (by the host, or by the guest on the public form). */
  registration?: { registeredBy: number | null; createdAt: Date };
}

export interface Registration {
  guest: Guest;
  deskId: number | null;
  roomId: number | null;
  day: Date;
  /** Minutes after midnight. */
  start: number;
  end: number;
  visitPersonId: number;
  registeredBy: number | null;
  createdAt: Date;
  checkinId: number | null;
}

export function makeGuest(random: Random): Guest {
  const first = random.pick(
    random.chance(0.6) ? dutchFirstNames : random.chance(0.6) ? englishFirstNames : internationalFirstNames,
  );
  const last = random.pick(
    random.chance(0.6) ? dutchLastNames : random.chance(0.6) ? englishLastNames : internationalLastNames,
  );
  const company = random.pick(guestCompanies);
  const hasEmail = random.chance(0.9);
  return {
    first,
    last,
    company,
    email: hasEmail ? `${asciiSlug(first)}.${asciiSlug(last)}@${asciiSlug(company)}.example` : null,
    phone: !hasEmail || random.chance(0.6) ? `+31 6 ${random.int(1000, 9999)} ${random.int(1000, 9999)}` : null,
  };
}

/** Collects visits while the history is generated, and writes them at the end. */
export class GuestBook {
  private readonly visits: GuestVisit[] = [];
  private readonly registrations: Omit<Registration, 'checkinId'>[] = [];
  counts = { checkins: 0, open: 0, registrations: 0 };

  constructor(private readonly random: Random) {}

  visit(visit: GuestVisit): void {
    this.visits.push(visit);
  }

  /** A registration for a visit that has not happened yet. */
  register(registration: Omit<Registration, 'checkinId'>): void {
    this.registrations.push(registration);
  }

  async write(trx: Trx): Promise<void> {
    const ids = new IdAllocator(trx, 'checkins');
    await ids.ensure(this.visits.length);
    const checkins = new ColumnWriter(trx, 'checkins', {
      id: 'int4',
      user_id: 'int4',
      type: 'text',
      desk_id: 'int4',
      room_id: 'int4',
      created: 'timestamptz',
      deactivated_at: 'timestamptz',
      is_guest: 'bool',
      guest_name: 'text',
      guest_company: 'text',
      guest_email: 'text',
      guest_phonenumber: 'text',
      visit_person_id: 'int4',
    });
    const registrations = new ColumnWriter(trx, 'guest_registrations', {
      first_name: 'text',
      last_name: 'text',
      email: 'text',
      company_name: 'text',
      phone_number: 'text',
      desk_id: 'int4',
      room_id: 'int4',
      date: 'date',
      time_start: 'time',
      time_end: 'time',
      visit_person_id: 'int4',
      registered_by: 'int4',
      is_public: 'bool',
      checkin_id: 'int4',
      created_at: 'timestamptz',
    });
    const all: Registration[] = this.registrations.map((r) => ({ ...r, checkinId: null }));
    for (const v of this.visits) {
      const id = ids.next();
      checkins.push({
        id,
        user_id: null,
        type: v.type,
        desk_id: v.deskId,
        room_id: v.roomId,
        created: v.created,
        deactivated_at: v.deactivatedAt,
        is_guest: true,
        guest_name: `${v.guest.first} ${v.guest.last}`,
        guest_company: v.guest.company,
        guest_email: v.guest.email,
        guest_phonenumber: v.guest.phone,
        visit_person_id: v.visitPersonId,
      });
      if (v.deactivatedAt === null) this.counts.open++;
      if (v.registration) {
        const start = v.created.getHours() * 60 + v.created.getMinutes();
        const minutes = v.deactivatedAt ? (v.deactivatedAt.getTime() - v.created.getTime()) / 60_000 : 120;
        const from = Math.min(23 * 60, Math.max(7 * 60, Math.floor(start / 15) * 15));
        all.push({
          guest: v.guest,
          deskId: v.type === 'WORKSPACE' ? v.deskId : null,
          roomId: v.type === 'MEETING' ? v.roomId : null,
          day: new Date(v.created.getFullYear(), v.created.getMonth(), v.created.getDate()),
          start: from,
          end: Math.min(23 * 60 + 45, Math.max(from + 30, Math.ceil((start + minutes) / 15) * 15)),
          visitPersonId: v.visitPersonId,
          registeredBy: v.registration.registeredBy,
          createdAt: v.registration.createdAt,
          checkinId: id,
        });
      }
    }
    for (const r of all) {
      registrations.push({
        first_name: r.guest.first,
        last_name: r.guest.last,
        email: r.guest.email,
        company_name: r.guest.company,
        phone_number: r.guest.phone,
        desk_id: r.deskId,
        room_id: r.roomId,
        date: apiDate(r.day),
        time_start: minutesToTime(r.start),
        time_end: minutesToTime(r.end),
        visit_person_id: r.visitPersonId,
        registered_by: r.registeredBy,
        is_public: r.registeredBy === null,
        checkin_id: r.checkinId,
        created_at: r.createdAt,
      });
    }
    await checkins.flush();
    await registrations.flush();
    this.counts.checkins = checkins.total;
    this.counts.registrations = registrations.total;
  }

  /** When a registration for a visit starting at `start` was made: one to seven days before. */
  registeredAt(start: Date, now: Date): Date {
    const latest = Math.min(start.getTime(), now.getTime()) - HOUR;
    return new Date(latest - this.random.between(0, 6 * DAY));
  }
}
