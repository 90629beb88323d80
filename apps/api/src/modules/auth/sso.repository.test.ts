import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { findOrCreateSsoUser } from './sso-users.service';
import { manualClock } from '../../lib/clock';

/** The app's clock: Monday 1 March 2027, 09:30 (a fixed instant, decision 100). */
const clock = manualClock('2027-03-01T09:30:00');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock });
});
afterAll(() => ctx.close());

describe('findOrCreateSsoUser', () => {
  it('gives simultaneous first sign-ins of one new person one user (two tabs, one account)', async () => {
    const identity = {
      issuer: 'https://idp.example',
      subject: 'new-person-1',
      email: 'new.person@corp.example',
      username: 'new.person',
      firstName: 'New',
      lastName: 'Person',
    };
    // Six open connections first, so that the six sign-ins really run at the same moment.
    await Promise.all(Array.from({ length: 6 }, () => sql`select pg_sleep(0.05)`.execute(ctx.db)));
    const users = await Promise.all(
      Array.from({ length: 6 }, () => ctx.db.transaction().execute((trx) => findOrCreateSsoUser(trx, identity))),
    );
    expect(new Set(users.map((u) => u.id)).size).toBe(1);
    const rows = await ctx.db
      .selectFrom('users')
      .select(['id', 'username'])
      .where('sso_subject', '=', 'https://idp.example|new-person-1')
      .execute();
    expect(rows).toEqual([{ id: users[0].id, username: 'new.person' }]);
  });
});
