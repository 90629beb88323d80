import { sql } from 'kysely';
import type { Db } from '../db/database';
import { BookingLedger, planUpcomingBookings } from './bookings';
import { deferIndexes } from './bulk';
import { addLocalDays, DAY, startOfDay } from './calendar';
import { GuestBook } from './guests';
import { createCheckinWriter, generateHistory } from './history';
import { hashSeedPasswords, insertPeople } from './people';
import { insertQuestionnaires } from './questionnaires';
import { Random } from './random';
import { type BuildingSpec, demoBuildings, hugeBuildings, insertStructure, largeBuildings } from './structure';
import { insertDutchStaff } from './dashboard-accounts';
import { generateToday } from './today';
import { pauseCheckinRollups } from '../db/checkin-rollups';

/**
 * The demo organisation (and the large one the benchmarks use): structure
 * with floor plans, people, months of check-ins, bookings around today,
 * guests and questionnaire answers. Everything is written in one transaction
 * and made from a seeded generator, so the same `now` gives the same data.
 */

/** demo: the demo organisation; large: 20,000 people (the benchmarks); huge: five times large (the scale curve). */
export type SeedSize = 'demo' | 'large' | 'huge';
export const SEED_SIZES: readonly SeedSize[] = ['demo', 'large', 'huge'];

export interface SeedOptions {
  size?: SeedSize;
  /** The moment the data is made around (default: now). */
  now?: Date;
  log?: (message: string) => void;
}

export interface SeedSummary {
  size: SeedSize;
  buildings: number;
  floors: number;
  floorsWithoutPlan: number;
  rooms: number;
  meetingRooms: number;
  desks: number;
  closedDesks: number;
  timetables: number;
  users: number;
  staffUsers: number;
  bhvUsers: number;
  /** All check-ins, guests included. */
  checkins: number;
  openCheckins: number;
  guestCheckins: number;
  guestRegistrations: number;
  /** All bookings, cancelled ones included. */
  bookings: number;
  cancelledBookings: number;
  futureBookings: number;
  bookingConfirmations: number;
  questionnaires: number;
  questions: number;
  questionnaireResponses: number;
}

interface SizeConfig {
  seed: number;
  buildings: (random: Random) => BuildingSpec[];
  users: number;
  bhv: number;
  staff: number;
  historyMonths: number;
  bookingHistoryDays: number;
  upcomingDays: number;
  upcomingShare: [number, number];
  occupancy: number;
  homework: number;
  meetings: number;
  guestsPerWeek: number;
  booked: number;
  today: { workspace: number; meeting: number; homework: number; guests: number };
  questionnaireMonths: number;
  submissionsPerMonth: number;
  /** Build the check-in indexes after loading instead of during. */
  deferIndexes: boolean;
}

/** The benchmarks' organisation: 20,000 people in six offices, a year of check-ins. */
const largeSize: SizeConfig = {
  seed: 20_261_123,
  buildings: (random) => largeBuildings(random),
  users: 20_000,
  bhv: 300,
  staff: 60,
  historyMonths: 12,
  bookingHistoryDays: 61,
  upcomingDays: 10,
  upcomingShare: [0.17, 0.05],
  occupancy: 0.6,
  homework: 0.08,
  meetings: 0.1,
  guestsPerWeek: 40,
  booked: 0.4,
  today: { workspace: 1_800, meeting: 120, homework: 500, guests: 5 },
  questionnaireMonths: 12,
  submissionsPerMonth: 600,
  deferIndexes: true,
};

const sizes: Record<SeedSize, SizeConfig> = {
  demo: {
    seed: 20_261_122,
    buildings: () => demoBuildings(),
    users: 125,
    bhv: 8,
    staff: 4,
    historyMonths: 6,
    bookingHistoryDays: 61,
    upcomingDays: 9,
    upcomingShare: [0.16, 0.05],
    occupancy: 0.36,
    homework: 0.3,
    meetings: 0.14,
    guestsPerWeek: 4,
    booked: 0.45,
    today: { workspace: 18, meeting: 3, homework: 4, guests: 1 },
    questionnaireMonths: 6,
    submissionsPerMonth: 45,
    deferIndexes: false,
  },
  large: largeSize,
  // Issue 15's scale curve: five times the large organisation (about 100,000 people, 25,000 desks and
  // 5 million check-ins in the year), the same shape and occupancy, so every per-desk and per-person
  // figure stays the same and only the totals grow.
  huge: {
    ...largeSize,
    seed: 20_261_124,
    buildings: (random) => hugeBuildings(random),
    users: 100_000,
    bhv: 1_500,
    staff: 300,
    guestsPerWeek: 200,
    today: { workspace: 9_000, meeting: 600, homework: 2_500, guests: 25 },
    submissionsPerMonth: 3_000,
  },
};

export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const size = options.size ?? 'demo';
  const config = sizes[size];
  const now = options.now ?? new Date();
  const log = options.log ?? (() => undefined);
  const started = Date.now();
  const today = startOfDay(now);
  const historyFrom = new Date(today.getFullYear(), today.getMonth() - config.historyMonths, 1);
  const createdAt = new Date(historyFrom.getTime() - 45 * DAY);
  const random = new Random(config.seed);

  log(`seed: ${size} organisation around ${now.toISOString()}`);
  const hashes = await hashSeedPasswords();

  const summary = await db.transaction().execute(async (trx) => {
    await sql`set local synchronous_commit = off`.execute(trx);
    await sql`set local maintenance_work_mem = '256MB'`.execute(trx);

    const structure = await insertStructure(trx, config.buildings(random.fork('layout')), random.fork('structure'), {
      createdAt,
      planUpdatedAt: new Date(createdAt.getTime() + 3 * DAY),
    });
    log(
      `seed: ${structure.buildings.length} buildings, ${structure.floors.length} floors, ${structure.rooms.length} rooms, ${structure.desks.length} desks`,
    );

    const people = await insertPeople(trx, structure, random.fork('people'), {
      generated: config.users,
      bhv: config.bhv,
      staff: config.staff,
      hashes,
      createdAt,
    });
    log(`seed: ${people.count} users`);
    await insertDutchStaff(trx, hashes, createdAt);

    // A million check-ins load much faster with the indexes built once at the end.
    const restoreIndexes = config.deferIndexes ? await deferIndexes(trx, 'checkins') : async () => undefined;
    // The check-in roll-ups are built once at the end rather than row by row (decision 051).
    const rollups = await pauseCheckinRollups(trx);
    const ledger = new BookingLedger(trx, now, random.fork('confirmations'));
    const checkins = createCheckinWriter(trx, ledger);
    const guests = new GuestBook(random.fork('guests'));
    const history = await generateHistory(
      checkins,
      ledger,
      guests,
      structure,
      people,
      random.fork('history'),
      {
        from: historyFrom,
        today,
        now,
        bookingsFrom: addLocalDays(today, -config.bookingHistoryDays),
        occupancy: config.occupancy,
        homework: config.homework,
        meetings: config.meetings,
        guestsPerWeek: config.guestsPerWeek,
        booked: config.booked,
      },
      log,
    );
    log(`seed: ${history.checkins} check-ins over ${history.days} days`);

    const present = await generateToday(checkins, ledger, guests, structure, people, random.fork('today'), {
      now,
      today,
      ...config.today,
    });
    await planUpcomingBookings(ledger, structure, people, random.fork('upcoming'), {
      now,
      today,
      days: config.upcomingDays,
      share: config.upcomingShare,
      occupiedToday: present.occupiedDesks,
      checkedInToday: present.checkedIn,
    });
    await ledger.finish();
    await checkins.flush();
    await guests.write(trx);
    await restoreIndexes();
    await rollups.done();
    log(`seed: ${ledger.counts.active + ledger.counts.cancelled} bookings, ${guests.counts.checkins} guest check-ins`);

    const answers = await insertQuestionnaires(trx, people, random.fork('questionnaires'), {
      now,
      months: config.questionnaireMonths,
      submissionsPerMonth: config.submissionsPerMonth,
      createdAt,
    });

    const result: SeedSummary = {
      size,
      buildings: structure.buildings.length,
      floors: structure.floors.length,
      floorsWithoutPlan: structure.floors.filter((f) => !f.hasPlan).length,
      rooms: structure.rooms.length,
      meetingRooms: structure.rooms.filter((r) => r.type === 'MEETING').length,
      desks: structure.desks.length,
      closedDesks: structure.desks.filter((d) => d.closed).length,
      timetables: structure.slots.length,
      users: people.count,
      staffUsers: people.staff,
      bhvUsers: people.bhv,
      checkins: checkins.total + guests.counts.checkins,
      openCheckins: present.open + guests.counts.open,
      guestCheckins: guests.counts.checkins,
      guestRegistrations: guests.counts.registrations,
      bookings: ledger.counts.active + ledger.counts.cancelled,
      cancelledBookings: ledger.counts.cancelled,
      futureBookings: ledger.counts.future,
      bookingConfirmations: ledger.counts.confirmations,
      questionnaires: answers.questionnaires,
      questions: answers.questions,
      questionnaireResponses: answers.responses,
    };
    return result;
  });
  // Fresh statistics, so the first queries (and benchmarks) get good plans right away.
  await sql`analyze users, buildings, floors, rooms, desks, timetables, bookings, booking_confirmations, checkins, checkin_activities, guest_registrations, questionnaire_responses`.execute(
    db,
  );
  log(`seed: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return summary;
}

/** True when the database holds no users and no buildings: the moment to offer the demo seed. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const row = await db
    .selectNoFrom((eb) => [
      eb.exists(eb.selectFrom('users').select('id')).as('has_users'),
      eb.exists(eb.selectFrom('buildings').select('id')).as('has_buildings'),
    ])
    .executeTakeFirstOrThrow();
  return !row.has_users && !row.has_buildings;
}
