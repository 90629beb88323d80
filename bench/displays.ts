// Issue 41's bench scenario for displays (decisions 330-331): N lobby boards connected to one API process (the
// built server, demo data), each on its live stream and reading its state again on every `changed`, while a
// room display in the same building books and ends walk-up meetings. Measured with 1 board, then with N on the
// same process: the server's memory above its idle reading per board, and the delay from an action's request to
// each board's `changed` frame and to its re-read state. `npx tsx bench/displays.ts [boards] [seconds] [port]`
// after `npm run build`; prints a Markdown table (bench/RESULTS.md).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const BOARDS = Number(process.argv[2] ?? 200);
const SECONDS = Number(process.argv[3] ?? 20);
const PORT = Number(process.argv[4] ?? 8207);
const base = `http://127.0.0.1:${PORT}`;
const ACTION_EVERY_MS = 500;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
async function call(method: string, url: string, auth?: string, body?: unknown, ip?: string): Promise<Json> {
  const headers: Record<string, string> = {};
  if (auth) headers.authorization = auth;
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (ip) headers['x-forwarded-for'] = ip;
  const res = await fetch(`${base}/api/${url}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 200)}`);
  return text ? JSON.parse(text) : {};
}

let pairings = 0;
/** Pairs a device (each pairing from its own forwarded address: new pairings are limited per address). */
async function pair(staff: string, target: Json): Promise<string> {
  const ip = `10.0.${Math.floor(pairings / 250)}.${(pairings++ % 250) + 1}`;
  const { code, secret } = await call('POST', 'displays/pairings', undefined, {}, ip);
  await call('POST', 'building_id' in target ? 'displays/lobby' : 'displays', staff, { ...target, code });
  return `Display ${(await call('POST', 'displays/pairings/claim', undefined, { secret })).token}`;
}

async function serverMemory(): Promise<{ rss: number; heap: number }> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const read = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
  return { rss: read('process_resident_memory_bytes'), heap: read('nodejs_heap_size_used_bytes') };
}
const settle = () => new Promise((r) => setTimeout(r, 3000));

interface Board {
  changed: number[];
  refreshed: number[];
  close: () => void;
}
/** A board as the web client runs it: the stream, and a state read on each `changed`. */
async function connectBoard(token: string): Promise<Board> {
  const controller = new AbortController();
  const board: Board = { changed: [], refreshed: [], close: () => controller.abort() };
  const res = await fetch(`${base}/api/display/lobby/events`, {
    headers: { authorization: token },
    signal: controller.signal,
  });
  if (!res.ok || !res.body) throw new Error(`stream ${res.status}`);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let ready!: () => void;
  const isReady = new Promise<void>((r) => (ready = r));
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (block.includes('event: ready')) ready();
          if (block.includes('event: changed')) {
            board.changed.push(performance.now());
            void call('GET', 'display/lobby', token).then(() => board.refreshed.push(performance.now()));
          }
        }
      }
    } catch {
      /* closed */
    }
  })();
  await isReady;
  return board;
}

/**
 * For `seconds`, one action a step on the building's room displays in turn: book now (15 min), else extend the
 * walk-up by 15 min, else end it; a room that cannot be booked again this minute (it ended early this minute) is
 * passed over. Returns each board's delay from each action's request to its `changed` and to its re-read state.
 */
async function simulate(rooms: string[], boards: Board[], seconds: number) {
  const changedDelays: number[] = [];
  const refreshDelays: number[] = [];
  let actions = 0;
  const until = performance.now() + seconds * 1000;
  for (let i = 0; performance.now() < until; i++) {
    for (const b of boards) {
      b.changed.length = 0;
      b.refreshed.length = 0;
    }
    const room = rooms[i % rooms.length];
    const state = await call('GET', 'display/room', room);
    const t0 = performance.now();
    try {
      if (state.current && state.extend.length)
        await call('POST', 'display/room/extend', room, { booking_id: state.current.id, minutes: 15 });
      else if (state.current) await call('POST', 'display/room/end', room, { booking_id: state.current.id });
      else await call('POST', 'display/room/book', room, { minutes: 15 });
    } catch (err) {
      if (String(err).includes('ROOM_NOT_FREE')) continue;
      throw err;
    }
    actions++;
    const deadline = t0 + 10_000;
    while (boards.some((b) => b.refreshed.length === 0) && performance.now() < deadline)
      await new Promise((r) => setTimeout(r, 5));
    for (const b of boards) {
      if (b.changed[0] !== undefined) changedDelays.push(b.changed[0] - t0);
      if (b.refreshed[0] !== undefined) refreshDelays.push(b.refreshed[0] - t0);
    }
    const rest = t0 + ACTION_EVERY_MS - performance.now();
    if (rest > 0) await new Promise((r) => setTimeout(r, rest));
  }
  return { changed: changedDelays, refreshed: refreshDelays, actions };
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] : NaN;
};

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'flexapp-bench-displays-'));
  const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: 'demo',
      LOG_LEVEL: 'warn',
      // Inside opening hours on a weekday, whatever the time of the run.
      TZ: 'UTC',
      FLEXAPP_NOW: '2026-11-30T09:30:00+00:00',
      TRUST_PROXY: 'true',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (let i = 0; ; i++) {
      if (i > 600) throw new Error('server did not become ready');
      const ok = await fetch(`${base}/api/health/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const staff = `JWT ${(await call('POST', 'users/login/', undefined, { username: 'staff', password: 'staff' })).token}`;
    const [building] = (await call('GET', 'setup/buildings', staff)) as unknown as Json[];
    const floors = (await call('GET', `setup/buildings/${building.id}/floors`, staff)) as unknown as Json[];
    const roomDisplays: string[] = [];
    for (const f of floors) {
      const rooms = (await call('GET', `setup/floors/${f.id}/rooms`, staff)) as unknown as Json[];
      for (const r of rooms.filter((x) => x.type === 'MEETING'))
        roomDisplays.push(await pair(staff, { room_id: r.id }));
    }
    if (roomDisplays.length === 0) throw new Error('no meeting room in the first building');
    const tokens: string[] = [];
    for (let i = 0; i < BOARDS; i++) tokens.push(await pair(staff, { building_id: building.id }));

    await settle();
    const idle = await serverMemory();
    const rows: string[] = [];
    const results: Record<
      number,
      { mem: { rss: number; heap: number }; changed: number[]; refreshed: number[]; actions: number }
    > = {};
    for (const n of [1, BOARDS]) {
      const boards = await Promise.all(tokens.slice(0, n).map(connectBoard));
      await settle();
      const mem = await serverMemory();
      const { changed, refreshed, actions } = await simulate(roomDisplays, boards, SECONDS);
      results[n] = { mem, changed, refreshed, actions };
      boards.forEach((b) => b.close());
      await settle();
    }
    const one = results[1];
    const many = results[BOARDS];
    const perBoard = (r: typeof one, n: number, k: 'rss' | 'heap') => (r.mem[k] - idle[k]) / n;
    const mib = (b: number) => (b / 2 ** 20).toFixed(2);
    const kib = (b: number) => (b / 1024).toFixed(0);
    rows.push('| figure | 1 board | ' + BOARDS + ' boards | ratio |', '|---|---:|---:|---:|');
    rows.push(
      `| server RSS above idle (${mib(idle.rss)} MiB), MiB | ${mib(one.mem.rss - idle.rss)} | ${mib(many.mem.rss - idle.rss)} | ${((many.mem.rss - idle.rss) / Math.max(1, one.mem.rss - idle.rss)).toFixed(1)} |`,
    );
    rows.push(
      `| server RSS above idle, KiB per board | ${kib(perBoard(one, 1, 'rss'))} | ${kib(perBoard(many, BOARDS, 'rss'))} | ${(perBoard(many, BOARDS, 'rss') / Math.max(1, perBoard(one, 1, 'rss'))).toFixed(2)} |`,
    );
    rows.push(
      `| \`changed\` frames received / expected | ${one.changed.length} / ${one.actions} | ${many.changed.length} / ${many.actions * BOARDS} |  |`,
    );
    for (const [label, key] of [
      ['`changed` frame', 'changed'],
      ['state re-read', 'refreshed'],
    ] as const)
      for (const p of [50, 99]) {
        const a = pct(one[key], p);
        const b = pct(many[key], p);
        rows.push(`| action -> ${label}, p${p} ms | ${a.toFixed(0)} | ${b.toFixed(0)} | ${(b / a).toFixed(1)} |`);
      }
    rows.push(
      `| actions (book now / extend / end early, one every ${ACTION_EVERY_MS} ms at most, for ${SECONDS} s) | ${one.actions} | ${many.actions} |  |`,
    );
    console.log(rows.join('\n'));
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await rm(dataDir, { recursive: true, force: true });
  }
}
await main();
