import { readFile, writeFile } from 'node:fs/promises';
import { addDays, toApiDate } from '@flexapp/contract';
import createClient from 'openapi-fetch';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/lib/clock';
import { createStructure } from '../fixtures';
import { createTestContext, createUser, type TestContext } from '../helpers';
import type { paths } from './api-types.generated';

/**
 * Issue 17: the OpenAPI document is usable by other tools. Types generated from it by openapi-typescript
 * (api-types.generated.d.ts, committed and checked to be current here) drive openapi-fetch against the
 * real server listening on a loopback port; `npm run typecheck` checks the calls below against them.
 * After an API change: `npm run openapi:types` writes the file anew.
 */
const typesFile = new URL('./api-types.generated.d.ts', import.meta.url);
const HEADER =
  "// Generated from the API's OpenAPI document by openapi-typescript: `npm run openapi:types`. Do not edit.\n";

const clock = manualClock('2027-03-01T09:30:00');
const tomorrow = addDays(toApiDate(clock.now()), 1);
let ctx: TestContext;
let baseUrl: string;
let s: Awaited<ReturnType<typeof createStructure>>;

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  s = await createStructure(ctx.db, { desks: 2 });
  await createUser(ctx.db, { username: 'ann', password: 'typed-client-secret' });
  baseUrl = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => ctx.close());

describe('a client generated from /api/docs', () => {
  it('has current types: the committed file is what openapi-typescript makes of the document now', async () => {
    const document = await (await fetch(`${baseUrl}/api/docs`)).text();
    const generated = HEADER + astToString(await openapiTS(document));
    if (process.env.UPDATE_OPENAPI_TYPES === '1') await writeFile(typesFile, generated);
    expect(await readFile(typesFile, 'utf8')).toBe(generated);
  });

  it('signs in, reads the configuration, books a desk and sees the reservation', async () => {
    const client = createClient<paths>({ baseUrl });

    const refused = await client.POST('/api/users/login/', { body: { username: 'ann', password: 'wrong' } });
    expect(refused.response.status).toBe(401);
    expect(refused.error?.code).toBe('INVALID_CREDENTIALS');

    const login = await client.POST('/api/users/login/', {
      body: { username: 'ann', password: 'typed-client-secret' },
    });
    expect(login.response.status).toBe(200);
    // Without two-factor sign-in the answer is the token (else the challenge of the second step, decision 240).
    const token = login.data && 'token' in login.data ? login.data.token : undefined;
    expect(token).toEqual(expect.any(String));
    const headers = { Authorization: `JWT ${token}` };

    const config = await client.GET('/api/configuration/config');
    expect(config.response.status).toBe(200);
    expect(config.data?.booking.bookable_days).toEqual(expect.any(Number));

    const anonymous = await client.GET('/api/booking/reservations/me');
    expect(anonymous.response.status).toBe(401);
    expect(anonymous.error?.code).toBe('UNAUTHORIZED');

    const booked = await client.POST('/api/booking/new', {
      headers,
      body: [{ date: tomorrow, timetable_id: s.timetableIds[0], desk_id: s.deskIds[0] }],
    });
    expect(booked.response.status).toBe(201);
    expect(booked.data?.bookings).toEqual([expect.objectContaining({ date: tomorrow, desk_id: s.deskIds[0] })]);

    const mine = await client.GET('/api/booking/reservations/me', { headers });
    expect(mine.response.status).toBe(200);
    expect(Object.keys(mine.data?.list ?? {})).toEqual([tomorrow]);

    const id = mine.data!.list[tomorrow][0].id;
    const cancelled = await client.DELETE('/api/booking/reservations/delete/{id}', {
      headers,
      params: { path: { id } },
    });
    expect(cancelled.response.status).toBe(204);
    const gone = await client.DELETE('/api/booking/reservations/delete/{id}', { headers, params: { path: { id } } });
    expect([gone.response.status, gone.error?.code]).toEqual([404, 'NO_EXISTS']);
  });
});
