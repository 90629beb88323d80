import { COLLEAGUES_PAGE_SIZE, type TColleagueFilter } from '@flexapp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStructure, insertBooking } from '../../../test/fixtures';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { createDb, type Db } from '../../db/database';
import { manualClock } from '../../lib/clock';
import { PEOPLE_EVENTS_EACH, publishEvent, publishUserChanged, userChangeEvents } from '../../live/events';
import { countColleagues, searchColleagues } from './colleagues.repository';

// The colleague search answers from the people index (decision 033). Here it must always answer exactly as
// the direct query does: random people, random changes (each announced by its event, as the app's own
// changes are), and every search, filter, page and searcher compared after each round.

let ctx: TestContext;
/** Writes that drop nothing by themselves (ctx.db clears every cache on each write): only their events count. */
let quiet: Db;
let s: Awaited<ReturnType<typeof createStructure>>;
const clock = manualClock('2027-03-01T10:00:00');
const people: number[] = [];
const searchers: { id: number; auth: string }[] = [];

/** A small generator with a seed, so a failure can be replayed. */
function random(seed: number) {
  let x = seed;
  return () => {
    x = (x * 1_103_515_245 + 12_345) % 2 ** 31;
    return x / 2 ** 31;
  };
}
/** A fixed seed, printed; PEOPLE_SEED=<n> runs another. */
const SEED = Number(process.env.PEOPLE_SEED ?? 20_270_301);
console.info(`people-index: seed ${SEED} (PEOPLE_SEED=${SEED} replays it)`);
const rnd = random(SEED);
const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;

const FIRST = ['Jan', 'José', 'Joost', 'Anna', 'Ánne', 'Marie', 'Mo', 'Eva'];
const LAST = ['de Vries', 'van der Berg', 'Bakker', 'García', 'Jansen', 'Smit', 'de Jong'];
const QUERIES = ['', 'jan', 'jose', 'van der', 'de', 'an', 'ann', 'e j', 'zz', 'garcia'];
const FILTERS: TColleagueFilter[][] = [
  [],
  ['user.working_home'],
  ['user.working_building'],
  ['user.no_working'],
  ['user.bhv', 'user.working_home'],
];

let bookingsMade = 0;

/** A random change to a random person; with `checkinsOnly`, a check-in or check-out (nobody's name changes). */
async function randomChange(checkinsOnly = false) {
  const id = pick(people);
  const what = checkinsOnly ? 0.4 + rnd() * 0.3 : rnd();
  const now = clock.now();
  // A check-in or check-out is announced as the app does (user_changed with `checkin`): answers that do not
  // list the person stay cached (decision 033).
  let checkin: { checkin: true } | undefined;
  if (what < 0.2) {
    await quiet
      .updateTable('users')
      .set({ first_name: pick(FIRST), last_name: pick(LAST) })
      .where('id', '=', id)
      .execute();
  } else if (what < 0.3) {
    await quiet
      .updateTable('users')
      .set({ anonymous: rnd() < 0.3 })
      .where('id', '=', id)
      .execute();
  } else if (what < 0.4) {
    await quiet
      .updateTable('users')
      .set({ is_active: rnd() < 0.8 || searchers.some((x) => x.id === id), is_bhv: rnd() < 0.3 })
      .where('id', '=', id)
      .execute();
  } else if (what < 0.7) {
    checkin = { checkin: true };
    const open = await quiet
      .selectFrom('checkins')
      .select('id')
      .where('user_id', '=', id)
      .where('deactivated_at', 'is', null)
      .executeTakeFirst();
    if (open) await quiet.updateTable('checkins').set({ deactivated_at: now }).where('id', '=', open.id).execute();
    else
      await quiet
        .insertInto('checkins')
        .values(
          pick([
            { user_id: id, type: 'HOMEWORK', created: now },
            // Each person has a desk of their own here (one open check-in per desk).
            { user_id: id, type: 'WORKSPACE', desk_id: s.deskIds[people.indexOf(id)], room_id: s.roomId, created: now },
            { user_id: id, type: 'MEETING', room_id: s.meetingRoomId, created: now },
          ] as const),
        )
        .execute();
  } else {
    // A booking that ends within the next hour or two: the clock, not an event, takes it off the list.
    const start = new Date(now.getTime() - 30 * 60_000);
    await insertBooking(quiet, {
      userId: id,
      deskId: pick(s.deskIds),
      timetableId: s.timetableIds[0]!,
      // Its own date each: one booking per person, slot and date (the table's constraint).
      date: `2027-04-${String((bookingsMade++ % 28) + 1).padStart(2, '0')}`,
      start,
      end: new Date(now.getTime() + Math.floor(1 + rnd() * 8) * 15 * 60_000),
    });
  }
  // Now and then as the sweep tells its thousands: one users_changed naming this person among others (decision 033).
  if (rnd() < 0.3)
    await publishEvent(
      quiet,
      ...userChangeEvents([id, ...people.filter((p) => p !== id).slice(0, PEOPLE_EVENTS_EACH)], checkin),
    );
  else await publishUserChanged(quiet, id, checkin);
}

async function compareAll() {
  const now = clock.now();
  for (const searcher of searchers) {
    for (const query of QUERIES) {
      for (const include of FILTERS) {
        for (const isBhv of [undefined, true]) {
          const direct = await searchColleagues(
            ctx.db,
            { query, include, isBhv, excludeId: searcher.id },
            { offset: 0, limit: 1000 },
            now,
          );
          const total = await countColleagues(ctx.db, searcher.id);
          const pages = Math.max(1, Math.ceil(direct.filtered / COLLEAGUES_PAGE_SIZE));
          for (let page = 1; page <= pages; page++) {
            const params = new URLSearchParams({ query, page: String(page) });
            if (include.length) params.set('include', include.join(','));
            if (isBhv) params.set('is_bhv', 'true');
            const res = await ctx.app.inject({
              url: `/api/users/?${params}`,
              headers: { authorization: searcher.auth },
            });
            expect(res.statusCode, `seed ${SEED} ${params} ${res.body}`).toBe(200);
            const body = res.json();
            const where = `seed ${SEED}, searcher ${searcher.id}, ${params}`;
            expect(body.count, where).toBe(total);
            expect(body.filtered_count, where).toBe(direct.filtered);
            expect(body.results, where).toEqual(
              direct.users.slice((page - 1) * COLLEAGUES_PAGE_SIZE, page * COLLEAGUES_PAGE_SIZE),
            );
          }
        }
      }
    }
  }
}

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  quiet = createDb(ctx.url, 2);
  s = await createStructure(ctx.db, { desks: 50 });
  for (let i = 0; i < 50; i++) {
    const id = await createUser(ctx.db, {
      username: `p${i}`,
      first_name: pick(FIRST),
      last_name: pick(LAST),
      is_bhv: rnd() < 0.3,
    });
    people.push(id);
  }
  for (const i of [0, 1, 2]) searchers.push({ id: people[i]!, auth: await login(ctx.app, `p${i}`) });
});
afterAll(async () => {
  await quiet.destroy();
  await ctx.close();
});

describe('people index: the same answers as the direct query', () => {
  it('before and after rounds of random changes, and as the clock ends bookings', { timeout: 240_000 }, async () => {
    await compareAll();
    for (let round = 0; round < 6; round++) {
      // Every third round only check-ins move: the filters must follow them without any name changing.
      for (let n = 0; n < 12; n++) await randomChange(round % 3 === 0);
      // Half the rounds move the clock: bookings that end leave the list without any event.
      if (round % 2 === 1) clock.advance(45 * 60_000);
      await compareAll();
    }
  });

  it('starts afresh after a setup change, and follows a person it was not told about only then', async () => {
    const id = people[10]!;
    await quiet
      .updateTable('users')
      .set({ first_name: 'Quirijn', is_active: true, anonymous: false })
      .where('id', '=', id)
      .execute();
    // A staff change in Setup (places_changed) clears every cached answer and the index with it.
    ctx.app.liveCache.clear();
    const res = await ctx.app.inject({
      url: '/api/users/?query=quirijn',
      headers: { authorization: searchers[0]!.auth },
    });
    expect(res.json().results.map((u: { id: number }) => u.id)).toEqual([id]);
  });
});
