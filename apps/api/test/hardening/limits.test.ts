import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_STREAMS_PER_SESSION } from '../../src/modules/events/events.routes';
import { SHORT_TOKEN_LIFETIME_SECONDS, TOKEN_LIFETIME_SECONDS } from '../../src/lib/tokens';
import { createTestContext, createUser, login, type TestContext } from '../helpers';
import { openSse, type SseClient } from '../sse';
import { manualClock } from '../../src/lib/clock';

/** The app's clock: Monday 1 March 2027, 09:30 (a fixed instant, decision 100). */
const clock = manualClock('2027-03-01T09:30:00');

/** Issue 12, defect 10: event streams per session, session length (decision 127). Uploads: floor-plan.test.ts. */
let ctx: TestContext;
let base: string;

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  await createUser(ctx.db, { username: 'walker' });
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => ctx.close());

const sessionLifetime = async (remember_me?: boolean) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/users/login/',
    payload: { username: 'walker', password: 'secret', ...(remember_me === undefined ? {} : { remember_me }) },
  });
  expect(res.statusCode).toBe(200);
  const token = res.json().token as string;
  const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { exp: number; jti: string };
  const session = await ctx.db
    .selectFrom('sessions')
    .select('expires_at')
    .where('id', '=', payload.jti)
    .executeTakeFirstOrThrow();
  return {
    exp: payload.exp - Math.floor(clock.now().getTime() / 1000),
    session: (session.expires_at.getTime() - clock.now().getTime()) / 1000,
  };
};

describe('session length', () => {
  it('remember_me: true keeps 30 days; false or absent gives a working day', async () => {
    const long = await sessionLifetime(true);
    expect(long.exp).toBeGreaterThan(TOKEN_LIFETIME_SECONDS - 60);
    expect(long.session).toBeGreaterThan(TOKEN_LIFETIME_SECONDS - 60);
    for (const remember of [false, undefined]) {
      const short = await sessionLifetime(remember);
      expect(short.exp).toBeLessThanOrEqual(SHORT_TOKEN_LIFETIME_SECONDS);
      expect(short.exp).toBeGreaterThan(SHORT_TOKEN_LIFETIME_SECONDS - 60);
      expect(short.session).toBeLessThanOrEqual(SHORT_TOKEN_LIFETIME_SECONDS);
    }
  });
});

describe('event streams per session', () => {
  it(`accepts ${MAX_STREAMS_PER_SESSION} open streams of one session, refuses the next, and frees a place on close`, async () => {
    const auth = await login(ctx.app, 'walker');
    const streams: SseClient[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_SESSION; i++) streams.push(await openSse(base, auth));
    const refused = await fetch(`${base}/api/events`, { headers: { authorization: auth } });
    expect(refused.status).toBe(429);
    expect((await refused.json()).code).toBe('RATE_LIMITED');
    // Another session of the same person has its own places.
    const other = await openSse(base, await login(ctx.app, 'walker'));
    other.close();
    streams.pop()!.close();
    let again: SseClient | undefined;
    for (let i = 0; i < 50 && !again; i++) {
      try {
        again = await openSse(base, auth);
      } catch {
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    expect(again).toBeDefined();
    again!.close();
    for (const s of streams) s.close();
  });
});
