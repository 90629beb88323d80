import { expect, test } from '@playwright/test';
import { E2E_NOW } from '../playwright.config';
import { type Cluster, missing, startCluster } from './cluster';

// Issue 15: three API processes on one PostgreSQL behind HAProxy (deploy/haproxy.cfg). Bookings, check-ins
// and cancellations through random processes, live events across processes, a process killed with -9 in the
// middle of a load, and sessions and login limits that hold on every process.

const BASE_PORT = Number(process.env.E2E_CLUSTER_PORT ?? 8600 + (Number(process.env.E2E_PORT ?? 8181) % 100) * 5);
let cluster: Cluster;

test.describe.configure({ mode: 'serial', timeout: 240_000 });
test.skip(!!missing, `cluster test not run: ${missing}`);

test.beforeAll(async () => {
  test.setTimeout(240_000);
  cluster = await startCluster(BASE_PORT, E2E_NOW);
});
test.afterAll(async () => {
  await cluster?.stop();
});

type Json = Record<string, unknown>;
async function call(base: string, method: string, path: string, token?: string, body?: unknown, headers = {}) {
  const res = await fetch(`${base}/api/${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `JWT ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  // HAProxy's own error pages are HTML: kept as the code, so that a failure says what came back.
  const answer = !text ? {} : text.startsWith('<') ? { code: `html ${text.slice(0, 40)}` } : (JSON.parse(text) as Json);
  return {
    status: res.status,
    servedBy: res.headers.get('x-served-by'),
    replicaAge: res.headers.get('replica-age'),
    body: answer,
  };
}
const login = async (base: string, username: string, password = 'flexapp') => {
  const res = await call(base, 'POST', 'users/login/', undefined, { username, password });
  expect(res.status, `login ${username}`).toBe(200);
  return res.body.token as string;
};
/** The floors of the first building. */
async function floorsOf(token: string) {
  const buildings = (await call(cluster.lb, 'GET', 'buildings', token)).body as unknown as { id: number }[];
  return (await call(cluster.lb, 'GET', `buildings/${buildings[0]!.id}/floors/`, token)).body as unknown as {
    id: number;
  }[];
}
/** Which process a request goes to: a fixed, printed seed (CLUSTER_SEED=<n> runs another), mulberry32. */
const SEED = Number(process.env.CLUSTER_SEED ?? 20_270_301);
console.log(`cluster: seed ${SEED} (CLUSTER_SEED=${SEED} replays it)`);
let state = SEED;
function nextRandom() {
  state = (state + 0x6d2b79f5) | 0;
  let t = Math.imul(state ^ (state >>> 15), 1 | state);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
}
const random = <T>(items: T[]) => items[Math.floor(nextRandom() * items.length)]!;

/** A live-events client: reads /api/events with fetch, as the web app does, and reconnects when it drops. */
function liveEvents(base: string, token: string) {
  const events: { event: string; data: Json }[] = [];
  let servedBy: string | null = null;
  let connections = 0;
  let closed = false;
  const controller = new AbortController();
  const run = (async () => {
    while (!closed) {
      try {
        const res = await fetch(`${base}/api/events`, {
          headers: { authorization: `JWT ${token}` },
          signal: controller.signal,
        });
        servedBy = res.headers.get('x-served-by');
        connections++;
        const reader = res.body!.getReader();
        const decoder = new TextDecoder();
        let buffer = '';
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event = /^event: (.*)$/m.exec(frame)?.[1];
            const data = /^data: (.*)$/m.exec(frame)?.[1];
            if (event && data) events.push({ event, data: JSON.parse(data) as Json });
          }
        }
      } catch {
        /* dropped (the process died, or we stopped): reconnect below */
      }
      if (!closed) await new Promise((r) => setTimeout(r, 300));
    }
  })();
  return {
    events,
    get servedBy() {
      return servedBy;
    },
    get connections() {
      return connections;
    },
    async close() {
      closed = true;
      controller.abort();
      await run;
    },
  };
}

/** Tokens of `count` demo colleagues (password flexapp), none of whom holds a booking on `day` any more. */
async function colleagues(staff: string, count: number, day: string, skip = 0) {
  const people: string[] = [];
  for (let page = 1; people.length < skip + count; page++) {
    const res = await call(cluster.lb, 'GET', `users/?query=e&page=${page}`, staff);
    const names = (res.body.results as { username: string }[]).map((u) => u.username);
    people.push(...names.filter((n) => !['staff', 'employee', 'employee2'].includes(n)));
    if (!res.body.next) break;
  }
  // Four sign-ins at a time: password hashing of dozens at once would starve the processes' health checks.
  const tokens: string[] = [];
  const names = people.slice(skip, skip + count);
  for (let i = 0; i < names.length; i += 4)
    tokens.push(...(await Promise.all(names.slice(i, i + 4).map((name) => login(cluster.lb, name)))));
  // One desk per person and slot: clear the day first.
  for (const token of tokens) {
    const list = (await call(cluster.lb, 'GET', 'booking/reservations/me/', token)).body.list as Record<
      string,
      { id: number }[]
    >;
    for (const r of list[day] ?? [])
      expect((await call(cluster.lb, 'DELETE', `booking/reservations/delete/${r.id}/`, token)).status).toBeLessThan(
        300,
      );
  }
  return tokens;
}

/** Whether each acknowledged booking is in its owner's reservations for `day`. */
async function kept(acknowledged: { token: string; desk: number }[], day: string) {
  for (const { token, desk } of acknowledged) {
    const list = (await call(cluster.lb, 'GET', 'booking/reservations/me/', token)).body.list as Record<
      string,
      { desk: { id: number } | null }[]
    >;
    expect(
      list[day]?.some((r) => r.desk?.id === desk),
      `booking of desk ${desk}`,
    ).toBe(true);
  }
}

test('a session made on one process is valid on every process, and a logout ends it everywhere', async () => {
  const token = await login(cluster.lb, 'employee', 'employee');
  for (const api of cluster.api) expect((await call(api, 'GET', 'users/self/', token)).status).toBe(200);
  expect((await call(cluster.api[2]!, 'POST', 'users/logout/', token)).status).toBeLessThan(300);
  // The other processes hear of it by NOTIFY, which may come a moment after the logout's answer.
  for (const api of cluster.api)
    await expect.poll(async () => (await call(api, 'GET', 'users/self/', token)).status, { timeout: 5_000 }).toBe(401);
});

test('the login limit counts attempts on every process, and a client cannot pick its own address', async () => {
  const tries: number[] = [];
  for (let i = 0; i < 7; i++) {
    // Each attempt through the balancer, which spreads them over the processes; a made-up X-Forwarded-For is
    // dropped by HAProxy, so every attempt counts against the same client address.
    const res = await call(
      cluster.lb,
      'POST',
      'users/login/',
      undefined,
      { username: 'employee2', password: 'wrong' },
      {
        'x-forwarded-for': `203.0.113.${i}`,
      },
    );
    tries.push(res.status);
  }
  expect(tries.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
  expect(tries.slice(5)).toEqual([429, 429]);
  // Now locked on every process, even with the right password (the limit is in the database).
  for (const api of cluster.api) {
    const res = await call(api, 'POST', 'users/login/', undefined, { username: 'employee2', password: 'employee2' });
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('RATE_LIMITED');
  }
});

test('a change made through one process reaches a live client of another', async () => {
  const token = await login(cluster.lb, 'employee', 'employee');
  const live = liveEvents(cluster.api[0]!, token);
  await expect.poll(() => live.events.some((e) => e.event === 'ready')).toBe(true);
  // Employee checks in at home through process 2, and out again through process 3.
  const checkin = await call(cluster.api[1]!, 'POST', 'checkins/', token, { homework: true });
  expect(checkin.status).toBe(201);
  expect((await call(cluster.api[2]!, 'DELETE', `checkins/${checkin.body.id as number}`, token)).status).toBeLessThan(
    300,
  );
  // A desk booked through process 3 is told to the client of process 1 as that desk's status.
  const floors = await floorsOf(token);
  const day = '2026-11-25';
  const desks = (await call(cluster.lb, 'GET', `floors/${floors[0]!.id}/desks?date_query=${day}`, token))
    .body as unknown as { id: number; reserved: boolean; is_closed: boolean }[];
  const desk = desks.find((d) => !d.reserved && !d.is_closed)!;
  const slots = (await call(cluster.lb, 'GET', `booking/desk/${desk.id}/timetables/`, token)).body.timetables as Record<
    string,
    { timetable: { id: number } }[]
  >;
  const booked = await call(cluster.api[2]!, 'POST', 'booking/new/', token, [
    { date: day, timetable_id: slots[day]![0]!.timetable.id, desk_id: desk.id },
  ]);
  expect(booked.status).toBe(201);
  await expect
    .poll(() => live.events.some((e) => e.event === 'desk_status' && e.data.desk_id === desk.id), { timeout: 10_000 })
    .toBe(true);
  await live.close();
});

test('reports read from the replica, and say how old it is when it lags more than allowed', async () => {
  // REPLICA_MAX_LAG_SECONDS=2 on every process (cluster.ts). The replica's replay is paused: a booking made on the
  // primary is missing from the booking report, whose answer says its age once that passes 2 s.
  const staff = await login(cluster.lb, 'staff', 'staff');
  const day = '2026-11-24';
  const [token] = await colleagues(staff, 1, day, 60);
  const report = () => call(cluster.lb, 'GET', `booking/list/all?start_date=${day}&end_date=${day}`, staff);
  const before = await report();
  expect(before.status).toBe(200);
  expect(before.replicaAge).toBeNull();
  cluster.onReplica('select pg_wal_replay_pause()');
  try {
    const floors = await floorsOf(token);
    const desks = (await call(cluster.lb, 'GET', `floors/${floors[0]!.id}/desks?date_query=${day}`, token))
      .body as unknown as { id: number; reserved: boolean; is_closed: boolean; user: unknown }[];
    const desk = desks.find((d) => !d.reserved && !d.is_closed && !d.user)!;
    const slots = (await call(cluster.lb, 'GET', `booking/desk/${desk.id}/timetables/`, token)).body
      .timetables as Record<string, { timetable: { id: number } }[]>;
    const booked = await call(cluster.lb, 'POST', 'booking/new/', token, [
      { date: day, timetable_id: slots[day]![0]!.timetable.id, desk_id: desk.id },
    ]);
    expect(booked.status).toBe(201);
    // The employee's own list reads the primary: the booking is there at once.
    const mine = (await call(cluster.lb, 'GET', 'booking/reservations/me/', token)).body.list as Record<
      string,
      { desk: { id: number } | null }[]
    >;
    expect(mine[day]?.some((r) => r.desk?.id === desk.id)).toBe(true);
    await expect.poll(async () => (await report()).replicaAge, { timeout: 20_000 }).not.toBeNull();
    const lagging = await report();
    expect(Number(lagging.replicaAge)).toBeGreaterThan(2);
    expect(lagging.body.count).toBe(before.body.count);
  } finally {
    cluster.onReplica('select pg_wal_replay_resume()');
  }
  // Caught up: the booking is in the report and the answer no longer carries an age.
  await expect
    .poll(async () => {
      const now = await report();
      return [now.body.count, now.replicaAge];
    })
    .toEqual([(before.body.count as number) + 1, null]);
});

test('kill -9 of PgBouncer during bookings: every acknowledged booking is kept, the rest fail retryably', async () => {
  const staff = await login(cluster.lb, 'staff', 'staff');
  // Twenty-four colleagues each book a different free desk for Friday morning, six at a time, through the balancer;
  // PgBouncer (every request pool's way to the primary) is killed after the eighth and its supervisor restarts it.
  const day = '2026-11-27';
  const tokens = await colleagues(staff, 24, day, 30);
  const floors = await floorsOf(staff);
  type Desk = { id: number; reserved: boolean; is_closed: boolean; user: unknown };
  const free = (
    (await Promise.all(
      floors.map(async (f) => (await call(cluster.lb, 'GET', `floors/${f.id}/desks?date_query=${day}`, staff)).body),
    )) as unknown as Desk[][]
  )
    .flat()
    .filter((d) => !d.reserved && !d.is_closed && !d.user);
  expect(free.length).toBeGreaterThanOrEqual(tokens.length);
  const slotId = (
    (await call(cluster.lb, 'GET', `booking/desk/${free[0]!.id}/timetables/`, staff)).body.timetables as Record<
      string,
      { timetable: { id: number } }[]
    >
  )[day]![0]!.timetable.id;

  const acknowledged: { token: string; desk: number }[] = [];
  const failures: string[] = [];
  let next = 0;
  let restarted: Promise<void> | null = null;
  const worker = async () => {
    for (let i = next++; i < tokens.length; i = next++) {
      if (i === 8) restarted = cluster.killPooler().then(() => cluster.startPooler());
      const res = await call(cluster.lb, 'POST', 'booking/new/', tokens[i], [
        { date: day, timetable_id: slotId, desk_id: free[i]!.id },
      ]).catch((err: Error) => ({ status: 0, body: { code: err.message } as Json }));
      if (res.status === 201) acknowledged.push({ token: tokens[i]!, desk: free[i]!.id });
      else failures.push(`${res.status} ${String(res.body.code ?? '')}`);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker(), worker(), worker()]);
  await restarted;

  await kept(acknowledged, day);
  expect(acknowledged.length + failures.length).toBe(tokens.length);
  console.log(
    `cluster (PgBouncer killed): ${acknowledged.length} of ${tokens.length} bookings acknowledged, failed: ${failures.join(', ') || 'none'}`,
  );
  // A request that lost its database connection is answered 503 with Retry-After (decision 325), never refused by
  // the rules or with a 500.
  for (const failure of failures) expect(failure).toMatch(/^503 SERVICE_UNAVAILABLE$/);
  // Once PgBouncer is back, the pools recover by themselves: the ones that failed book now.
  const retried = tokens.flatMap((token, i) => (acknowledged.some((a) => a.token === token) ? [] : [i]));
  for (const i of retried) {
    const res = await call(cluster.lb, 'POST', 'booking/new/', tokens[i], [
      { date: day, timetable_id: slotId, desk_id: free[i]!.id },
    ]);
    // A 503 whose commit had gone through already finds its own booking (the desk is taken by this person).
    expect([201, 409], `retry of desk ${free[i]!.id}`).toContain(res.status);
  }
  await kept(
    tokens.map((token, i) => ({ token, desk: free[i]!.id })),
    day,
  );
});

test('kill -9 of one process under load: every acknowledged booking is kept and the live client catches up', async () => {
  const staff = await login(cluster.lb, 'staff', 'staff');
  // Thirty colleagues (password flexapp) each book a different free desk for Thursday afternoon.
  const day = '2026-11-26';
  const tokens = await colleagues(staff, 30, day);
  const floors = await floorsOf(staff);
  type Desk = { id: number; reserved: boolean; is_closed: boolean; user: unknown };
  const deskState = async () => {
    const all = await Promise.all(
      floors.map(async (f) => (await call(cluster.lb, 'GET', `floors/${f.id}/desks?date_query=${day}`, staff)).body),
    );
    return (all as unknown as Desk[][]).flat();
  };
  const free = (await deskState()).filter((d) => !d.reserved && !d.is_closed && !d.user);
  expect(free.length).toBeGreaterThanOrEqual(tokens.length);
  const slotId = (
    (await call(cluster.lb, 'GET', `booking/desk/${free[0]!.id}/timetables/`, staff)).body.timetables as Record<
      string,
      { timetable: { id: number } }[]
    >
  )[day]![1]!.timetable.id;

  // The live client, through the balancer: whichever process serves it is the one that will be killed.
  const live = liveEvents(cluster.lb, staff);
  await expect.poll(() => live.servedBy).not.toBeNull();
  const victim = Number(/\d+/.exec(live.servedBy!)![0]) - 1;
  const seen = new Map<number, boolean>();
  // What the client believes, kept as the web app does: a desk's event or a (re)connection reloads the floors,
  // and nothing else does. If an event were missed, its desk would stay wrong and the check below would fail.
  const believe = async () => {
    for (const d of await deskState()) seen.set(d.id, d.reserved || !!d.user);
  };
  await believe();
  let handled = live.events.length;
  const follow = async () => {
    const fresh = live.events.slice(handled);
    handled += fresh.length;
    if (fresh.some((e) => ['desk_status', 'ready', 'resync'].includes(e.event))) await believe();
  };
  let following = true;
  const follower = (async () => {
    while (following) {
      await follow().catch(() => undefined);
      await new Promise((r) => setTimeout(r, 200));
    }
  })();

  const acknowledged: { token: string; desk: number }[] = [];
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < tokens.length; i = next++) {
      // Now and then someone also checks in at home and cancels it, through any process.
      const res = await call(cluster.lb, 'POST', 'booking/new/', tokens[i], [
        { date: day, timetable_id: slotId, desk_id: free[i]!.id },
      ]).catch((err: Error) => ({ status: 0, body: { code: err.message } as Json }));
      if (res.status === 201) acknowledged.push({ token: tokens[i]!, desk: free[i]!.id });
      else failures.push(`${res.status} ${String(res.body.code ?? '')}`);
      if (i === 10) cluster.kill(victim);
      const home = await call(random(cluster.api.filter((_, k) => k !== victim)), 'POST', 'checkins/', tokens[i], {
        homework: true,
      }).catch(() => null);
      if (home?.status === 201)
        await call(cluster.lb, 'DELETE', `checkins/${home.body.id as number}`, tokens[i]).catch(() => null);
    }
  };
  try {
    await Promise.all([worker(), worker(), worker(), worker(), worker(), worker()]);
  } finally {
    following = false;
    await follower;
  }

  // Zero acknowledged bookings lost: each is in its owner's reservations.
  await kept(acknowledged, day);
  expect(acknowledged.length + failures.length).toBe(tokens.length);
  // Only requests under way in the killed process may fail (six workers: at most six), and only as the
  // balancer's 502 or a dropped connection, never as a refusal by the rules.
  console.log(`cluster: ${acknowledged.length} bookings acknowledged, failed: ${failures.join(', ') || 'none'}`);
  expect(failures.length).toBeLessThanOrEqual(6);
  for (const failure of failures) expect(failure).toMatch(/^(0 |502 |503 )/);

  // The live client reconnected to another process and, following its events, believes what is true.
  await expect.poll(() => live.connections, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  expect(Number(/\d+/.exec(live.servedBy!)![0]) - 1).not.toBe(victim);
  await expect
    .poll(
      async () => {
        await follow();
        const truth = await deskState();
        return truth.filter((d) => seen.get(d.id) !== (d.reserved || !!d.user)).length;
      },
      { timeout: 15_000 },
    )
    .toBe(0);
  for (const { desk } of acknowledged) expect(seen.get(desk)).toBe(true);
  await live.close();
});
