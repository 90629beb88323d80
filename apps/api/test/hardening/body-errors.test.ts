import { errorMessages } from '@flexapp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/lib/clock';
import { createTestContext, createUser, login, type TestContext } from '../helpers';

/** A body the server cannot read (malformed, too large, another type) answers a stable code in the caller's language. */
let ctx: TestContext;
let dutch: string;
const clock = manualClock('2027-03-01T09:30:00');

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  await createUser(ctx.db, { username: 'nl-person', language: 'nl' });
  dutch = await login(ctx.app, 'nl-person');
});
afterAll(() => ctx.close());

const SIGNED_IN = '/api/booking/series/preview';
const PUBLIC = '/api/displays/pairings/claim';
const post = (url: string, headers: Record<string, string>, payload: string) =>
  ctx.app.inject({ method: 'POST', url, headers, payload });

describe('bodies the server cannot read', () => {
  it('are 400, 413 and 415 with a stable code and a translated message', async () => {
    const json = { 'content-type': 'application/json' };
    const cases = [
      [SIGNED_IN, { ...json, authorization: dutch }, '{"start_date":', 400, 'VALIDATION_ERROR', 'nl'],
      [PUBLIC, { ...json, 'accept-language': 'nl-NL' }, '{"secret":', 400, 'VALIDATION_ERROR', 'nl'],
      [
        SIGNED_IN,
        { ...json, authorization: dutch },
        JSON.stringify({ x: 'a'.repeat(1_100_000) }),
        413,
        'PAYLOAD_TOO_LARGE',
        'nl',
      ],
      [SIGNED_IN, { 'content-type': 'text/xml', authorization: dutch }, '<a/>', 415, 'VALIDATION_ERROR', 'nl'],
      [PUBLIC, json, '{"secret":', 400, 'VALIDATION_ERROR', 'en'],
    ] as const;
    for (const [url, headers, payload, status, code, language] of cases) {
      const res = await post(url, headers, payload);
      expect(res.statusCode, `${code} ${language}`).toBe(status);
      expect(res.json()).toMatchObject({ code, message: errorMessages[code][language] });
      // What exactly was wrong stays readable for the developer: Fastify's own words.
      expect(res.json().errors.request).toEqual([expect.any(String)]);
    }
  });
});
