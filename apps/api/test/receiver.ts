import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, vi } from 'vitest';
import { createApiToken } from '../src/modules/tokens';
import type { TestContext } from './helpers';

/** How the receiver answers a request: `ok` (204), a status, or `hang` (answers only after `hangMs`). */
export type Answer = 'ok' | number | 'hang';

export interface ReceivedRequest {
  path: string;
  headers: IncomingHttpHeaders;
  /** The body as sent. */
  body: string;
  /** The body read as JSON (null when it is not JSON). */
  json: unknown;
}

export interface TestReceiver {
  /** `http://127.0.0.1:<port>` */
  url: string;
  received: ReceivedRequest[];
  /** Answers to give, in order; `ok` once they are used up. */
  answers: Answer[];
  /** Resolves once `n` requests have arrived. */
  receivedCount: (n: number, timeoutMs?: number) => Promise<void>;
  reset: () => void;
  close: () => Promise<void>;
}

const readJson = (body: string): unknown => {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return null;
  }
};

/** A webhook or chat receiver on this machine for API tests (issue 39): records every request it gets. */
export async function startReceiver({ hangMs = 1_200 }: { hangMs?: number } = {}): Promise<TestReceiver> {
  const received: ReceivedRequest[] = [];
  const answers: Answer[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body, json: readJson(body) });
      const answer = answers.shift() ?? 'ok';
      if (answer === 'hang') setTimeout(() => response.end(), hangMs).unref();
      else response.writeHead(answer === 'ok' ? 204 : answer).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    answers,
    receivedCount: (n, timeoutMs = 20_000) =>
      vi.waitFor(
        () => {
          if (received.length < n) throw new Error(`${received.length} of ${n} requests`);
        },
        { timeout: timeoutMs, interval: 50 },
      ),
    reset: () => {
      received.length = 0;
      answers.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A guest of `host` at `desk` today from 09:30, as the register-guest route takes it (with every personal detail). */
export const guestRegistration = (desk: number, host: number, date: string) => ({
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@navy.example',
  company_name: 'US Navy',
  phone_number: '+31 6 1234 5678',
  desk,
  meeting_room: null,
  date,
  time_start: '09:30:00',
  time_end: '11:00',
  visit_person: host,
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * A Setup collection is for staff only: an employee gets 403 and nobody signed in 401 on each route; a staff token
 * with setup:read lists (`readUrl`) but cannot change (`write`): TOKEN_SCOPE_MISSING.
 */
export async function expectSetupOnly(
  ctx: TestContext,
  options: {
    routes: readonly (readonly [Method, string])[];
    employee: string;
    staffId: number;
    now: Date;
    readUrl: string;
    write: { method: Method; url: string; payload?: object };
  },
): Promise<void> {
  for (const [method, url] of options.routes) {
    const asEmployee = await ctx.app.inject({ method, url, headers: { authorization: options.employee }, payload: {} });
    expect(asEmployee.statusCode, `${method} ${url}`).toBe(403);
    expect((await ctx.app.inject({ method, url, payload: {} })).statusCode, `${method} ${url}`).toBe(401);
  }
  const reader = await createApiToken(
    ctx.db,
    options.now,
    { id: options.staffId, isStaff: true },
    { name: 'reader', scopes: ['setup:read'] },
  );
  const bearer = { authorization: `Bearer ${reader.token}` };
  expect((await ctx.app.inject({ method: 'GET', url: options.readUrl, headers: bearer })).statusCode).toBe(200);
  const write = await ctx.app.inject({ ...options.write, headers: bearer });
  expect(write.statusCode).toBe(403);
  expect(write.json().code).toBe('TOKEN_SCOPE_MISSING');
}
