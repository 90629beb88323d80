import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStructure } from '../../../test/fixtures';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { manualClock } from '../../lib/clock';

// With several API processes (issue 15), a check-out can be handled by a process whose clock is a few
// milliseconds behind the one that made the check-in. It must end the check-in, not fail on the database's
// "ends after it begins" rule (found by the cluster test as a 500).

let ctx: TestContext;
let s: Awaited<ReturnType<typeof createStructure>>;
let ann: string;
let staff: string;
const clock = manualClock('2027-03-01T10:00:00.500Z');

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  s = await createStructure(ctx.db, { desks: 2 });
  await createUser(ctx.db, { username: 'ann' });
  await createUser(ctx.db, { username: 'boss', staff: true });
  ann = await login(ctx.app, 'ann');
  staff = await login(ctx.app, 'boss');
});
afterAll(() => ctx.close());

const req = (method: 'POST' | 'DELETE', url: string, auth: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { authorization: auth }, ...(payload ? { payload } : {}) });

describe('a check-out on a clock a little behind the check-in', () => {
  it('ends the check-in at the moment it began', async () => {
    const made = await req('POST', '/api/checkins/', ann, { desk: s.deskIds[0] });
    expect(made.statusCode).toBe(201);
    clock.advance(-7);
    const ended = await req('DELETE', `/api/checkins/${made.json().id}`, ann);
    expect(ended.statusCode).toBe(204);
    const row = await ctx.db
      .selectFrom('checkins')
      .select(['created', 'deactivated_at'])
      .where('id', '=', made.json().id)
      .executeTakeFirstOrThrow();
    expect(row.deactivated_at!.getTime()).toBe(row.created.getTime());
    clock.advance(7);
  });

  it('also when staff deactivate the person', async () => {
    const made = await req('POST', '/api/checkins/', ann, { homework: true });
    expect(made.statusCode).toBe(201);
    clock.advance(-7);
    const annId = (
      await ctx.db.selectFrom('users').select('id').where('username', '=', 'ann').executeTakeFirstOrThrow()
    ).id;
    expect((await req('POST', `/api/setup/users/${annId}/deactivate`, staff)).statusCode).toBe(200);
    const row = await ctx.db
      .selectFrom('checkins')
      .select(['created', 'deactivated_at'])
      .where('id', '=', made.json().id)
      .executeTakeFirstOrThrow();
    expect(row.deactivated_at!.getTime()).toBe(row.created.getTime());
  });
});
