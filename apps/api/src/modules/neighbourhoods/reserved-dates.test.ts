import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStructure } from '../../../test/fixtures';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import type { Db } from '../../db/database';
import { manualClock } from '../../lib/clock';
import { reservedDates } from './neighbourhoods.service';

/** Monday 1 March 2027, 09:30. Decisions 310 and 442. */
const clock = manualClock('2027-03-01T09:30:00');
let ctx: TestContext;
let s: Awaited<ReturnType<typeof createStructure>>;
let ann: number;

/** 52 Mondays from 8 March 2027: a year's weekly series. */
const mondays = Array.from({ length: 52 }, (_, i) => new Date(Date.UTC(2027, 2, 8 + 7 * i)).toISOString().slice(0, 10));

/** The database with a count of the queries sent through it. */
function counted(db: Db) {
  const sent = { queries: 0 };
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      sent.queries++;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { db: db.withPlugin(plugin), sent };
}

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  s = await createStructure(ctx.db, { desks: 2 });
  ann = await createUser(ctx.db, { username: 'ann' });
  await createUser(ctx.db, { username: 'boss', staff: true });
  const group = (
    await ctx.db
      .insertInto('groups')
      .values({ display_name: 'Team Finance', source: 'manual', external_id: null })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  // Desk 0 is Finance's only, on working days; desk 1 is in no neighbourhood.
  const made = await ctx.app.inject({
    method: 'POST',
    url: '/api/setup/neighbourhoods',
    headers: { authorization: await login(ctx.app, 'boss') },
    payload: {
      name: 'Finance corner',
      colour: '#2F9E44',
      access: 'groups_only',
      open_days_before: null,
      open_time: null,
      weekdays: [1, 2, 3, 4, 5],
      desk_ids: [s.deskIds[0]],
      room_ids: [],
      floor_ids: [],
      group_ids: [group],
    },
  });
  expect(made.statusCode, made.body).toBe(201);
}, 60_000);
afterAll(() => ctx.close());

describe('the dates a neighbourhood keeps from a series (decision 442)', () => {
  it('reads the cover of a desk in no neighbourhood once, not once per date', async () => {
    const { db, sent } = counted(ctx.db);
    const kept = await reservedDates(db, ann, { desk_id: s.deskIds[1], room_id: null }, mondays, clock.now());
    expect(kept.size).toBe(0);
    expect(sent.queries).toBe(1);
  });

  it('still keeps every date of a covered desk the person may not book', async () => {
    const kept = await reservedDates(ctx.db, ann, { desk_id: s.deskIds[0], room_id: null }, mondays, clock.now());
    expect([...kept].sort()).toEqual(mondays);
  });
});
