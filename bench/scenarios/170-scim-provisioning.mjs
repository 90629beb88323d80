// Issue 36: an identity provider provisions an organisation over SCIM 2.0. 1,000 users are created one request
// each (POST /scim/v2/Users, after Entra ID's `filter=userName eq` probe), then 50 groups of 200 members (POST
// /scim/v2/Groups with the members, as Okta pushes a group). Reported: time per user and per group beside the
// ceiling of the same run. BENCH_SCIM_USERS / _GROUPS / _MEMBERS / _CONCURRENCY make a smaller (or larger) run.
const int = (name, fallback) => Number(process.env[name] ?? fallback);

/** Runs `work(i)` for i in [0, n) on `concurrency` loops; the latencies in ms, sorted, and the wall time. */
async function timed(n, concurrency, work) {
  const latencies = [];
  let next = 0;
  const started = performance.now();
  const loop = async () => {
    while (next < n) {
      const i = next++;
      const t = performance.now();
      await work(i);
      latencies.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
  latencies.sort((a, b) => a - b);
  return { latencies, wallMs: performance.now() - started };
}

const at = (sorted, p) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);

export default async function ({ baseURL, login, record }) {
  const users = int('BENCH_SCIM_USERS', 1000);
  const groups = int('BENCH_SCIM_GROUPS', 50);
  const members = Math.min(users, int('BENCH_SCIM_MEMBERS', 200));
  const concurrency = int('BENCH_SCIM_CONCURRENCY', 4);
  const staff = { authorization: await login('staff', 'staff'), 'content-type': 'application/json' };
  const run = Date.now().toString(36);
  const made = await fetch(`${baseURL}/api/setup/scim-tokens`, {
    method: 'POST',
    headers: staff,
    body: JSON.stringify({ name: `bench ${run}` }),
  });
  if (made.status !== 201) throw new Error(`SCIM token: ${made.status} ${await made.text()}`);
  const scim = { authorization: `Bearer ${(await made.json()).token}`, 'content-type': 'application/scim+json' };
  const call = async (method, path, body) => {
    const res = await fetch(`${baseURL}/scim/v2${path}`, { method, headers: scim, body: JSON.stringify(body) });
    const text = await res.text();
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 200)}`);
    return text ? JSON.parse(text) : null;
  };

  const ids = new Array(users);
  const userRun = await timed(users, concurrency, async (i) => {
    const userName = `scim.${run}.${i}@bench.example`;
    const probe = await fetch(`${baseURL}/scim/v2/Users?filter=${encodeURIComponent(`userName eq "${userName}"`)}`, {
      headers: scim,
    });
    if ((await probe.json()).totalResults !== 0) throw new Error(`${userName} exists`);
    const user = await call('POST', '/Users', {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      userName,
      externalId: `ext-${run}-${i}`,
      name: { givenName: `Bench${i}`, familyName: 'Provisioned' },
      emails: [{ value: userName, type: 'work', primary: true }],
      preferredLanguage: i % 3 === 0 ? 'nl-NL' : 'en-US',
      active: true,
    });
    ids[i] = user.id;
  });
  record(
    `SCIM: provision ${users} users (probe + POST /Users, ${concurrency} at once)`,
    {
      requests_per_s: Math.round((users * 2) / (userRun.wallMs / 1000)),
      p50_ms: at(userRun.latencies, 50),
      p99_ms: at(userRun.latencies, 99),
      non_2xx: 0,
      errors: 0,
    },
    `${(userRun.wallMs / users).toFixed(1)} ms per user (wall ${(userRun.wallMs / 1000).toFixed(1)} s); p50/p99 per user`,
  );

  const groupRun = await timed(groups, concurrency, async (g) => {
    const start = (g * members) % users;
    const chosen = Array.from({ length: members }, (_, k) => ({ value: ids[(start + k) % users] }));
    await call('POST', '/Groups', {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'],
      displayName: `Bench ${run} group ${g}`,
      externalId: `grp-${run}-${g}`,
      members: chosen,
    });
  });
  record(
    `SCIM: ${groups} groups of ${members} members (POST /Groups with members, ${concurrency} at once)`,
    {
      requests_per_s: Math.round(groups / (groupRun.wallMs / 1000)),
      p50_ms: at(groupRun.latencies, 50),
      p99_ms: at(groupRun.latencies, 99),
      non_2xx: 0,
      errors: 0,
    },
    `${(groupRun.wallMs / groups).toFixed(1)} ms per group, ${((groupRun.wallMs / (groups * members)) * 1000).toFixed(0)} µs per membership`,
  );
}
