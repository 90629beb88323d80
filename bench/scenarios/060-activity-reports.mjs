// Issue 6: the staff check-ins and bookings pages on the large data set, and the full-year check-in export.
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

const day = (offset) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** The API server listening on `port` (found through /proc), to read its memory. */
function serverPid(port) {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmd = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (!cmd.includes('apps/api/dist/server.js')) continue;
      if (readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0').includes(`PORT=${port}`)) return Number(entry);
    } catch {
      /* gone or not ours */
    }
  }
  return null;
}
/** CPU seconds (user + system) a process has used: on a shared machine a fairer figure than wall time. */
const cpuSeconds = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
const rssMb = (pid) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : NaN;
};

export default async function ({ baseURL, load, loadLean, login, record }) {
  const auth = await login('staff', 'staff');
  const headers = { authorization: auth };
  const today = day(0);

  const fortnight = `start_date=${day(-13)}&end_date=${today}&period=all&limit=-1`;
  const probe = await fetch(`${baseURL}/api/reports/checkin_activities/?${fortnight}`, { headers });
  const rows = (await probe.json()).checkins.length;
  record(
    `GET reports/checkin_activities 14 days, all rows (${rows} check-ins)`,
    await loadLean({ url: `${baseURL}/api/reports/checkin_activities/?${fortnight}`, headers, connections: 2 }),
    'p99 < 200 ms (2 staff at once: each answer is the whole fortnight, 13 MiB; lean client)',
  );
  record(
    `GET reports/checkin_activities 14 days, all rows, autocannon`,
    await load({ url: `${baseURL}/api/reports/checkin_activities/?${fortnight}`, headers, connections: 2 }),
    'the same, measured with autocannon, which spends ~48 ms of the shared CPU reading each answer',
  );

  record(
    'GET reports/checkin_activities 14 days, newest 100 (limit=100)',
    await load({
      url: `${baseURL}/api/reports/checkin_activities/?start_date=${day(-13)}&end_date=${today}&limit=100`,
      headers,
      connections: 4,
    }),
    'the fixed cost without the 15 MB body',
  );

  const list = `start_date=${day(-30)}&end_date=${day(10)}`;
  const first = await (await fetch(`${baseURL}/api/booking/list/all/?${list}`, { headers })).json();
  const lastPage = Math.max(1, Math.ceil(first.count / first.page_size));
  record(
    `GET booking/list/all page 1 of ${lastPage} (${first.count} bookings)`,
    await load({ url: `${baseURL}/api/booking/list/all/?${list}&page=1`, headers, connections: 4 }),
    'p99 < 200 ms (4 staff at once)',
  );
  record(
    `GET booking/list/all last page (${lastPage})`,
    await load({ url: `${baseURL}/api/booking/list/all/?${list}&page=${lastPage}`, headers, connections: 4 }),
    'p99 < 200 ms (4 staff at once)',
  );
  const scope = `start_date=${today}&end_date=${day(12)}`;
  record(
    'GET reports/bookings/all.all.all.0 (13 days)',
    await load({ url: `${baseURL}/api/reports/bookings/all.all.all.0?${scope}`, headers, connections: 4 }),
  );
  record(
    'GET reports/bookings/all.all.all.0/summary (13 days)',
    await load({ url: `${baseURL}/api/reports/bookings/all.all.all.0/summary?${scope}`, headers, connections: 4 }),
  );

  // The full-year CSV export, read as a stream; server memory sampled every 50 ms.
  const pid = serverPid(new URL(baseURL).port);
  const before = pid ? rssMb(pid) : NaN;
  let peak = before;
  const cpuBefore = pid ? cpuSeconds(pid) : NaN;
  const loadAverage = os.loadavg()[0].toFixed(1);
  const sampler = pid
    ? setInterval(() => {
        peak = Math.max(peak, rssMb(pid));
      }, 50)
    : null;
  const started = performance.now();
  const res = await fetch(
    `${baseURL}/api/reports/checkin_activities/?start_date=${day(-365)}&end_date=${today}&period=all&limit=-1&format=csv`,
    { headers },
  );
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body) {
    bytes += chunk.length;
    // Line ends found natively: a JS loop over every byte of 116 MiB costs ~0.5 s of the CPU the server shares (indexOf: ~0.03 s).
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
  }
  const seconds = (performance.now() - started) / 1000;
  if (sampler) clearInterval(sampler);
  const cpu = pid ? (cpuSeconds(pid) - cpuBefore).toFixed(1) : '?';
  record(
    `full-year check-in CSV export (${lines - 1} rows, ${(bytes / 2 ** 20).toFixed(0)} MiB)`,
    { requests_per_s: '', p50_ms: Math.round(seconds * 1000), p99_ms: '', non_2xx: res.ok ? 0 : 1, errors: 0 },
    `${seconds.toFixed(1)} s wall (< 10 s), Node server CPU ${cpu} s, load average ${loadAverage}; server RSS ${before} MB before, peak ${peak} MB (< 300 MB)`,
  );
}
