// Issue 15 (decision 151): the same requests through HAProxy to three API processes, and to one, in the same
// run, on Debian's PostgreSQL with the demo organisation (e2e/cluster/cluster.ts builds the layout of
// docs/deploy.md). On two cores the point is that nothing breaks or slows, not that three are faster.
import { missing, startCluster } from '../../e2e/cluster/cluster.ts';

export default async function ({ load, record }) {
  if (missing) {
    record('through HAProxy: not measured', {}, missing);
    return;
  }
  const cluster = await startCluster(Number(process.env.BENCH_CLUSTER_PORT ?? 8560), '2026-11-23T09:30:00+01:00');
  try {
    const login = async (username, password) => {
      const res = await fetch(`${cluster.lb}/api/users/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password }),
      });
      return `JWT ${(await res.json()).token}`;
    };
    const auth = await login('employee', 'employee');
    const headers = { authorization: auth };
    const buildings = await (await fetch(`${cluster.lb}/api/buildings`, { headers })).json();
    const floors = await (await fetch(`${cluster.lb}/api/buildings/${buildings[0].id}/floors/`, { headers })).json();
    const paths = [
      ['GET /api/floors/{id}/desks', `/api/floors/${floors[0].id}/desks?date_query=2026-11-24`],
      ['GET /api/booking/reservations/me/', '/api/booking/reservations/me/'],
      ['GET /api/users/?query=an', '/api/users/?query=an'],
    ];
    const measure = async (label) => {
      for (const [name, url] of paths)
        record(`${name} through HAProxy, ${label}`, await load({ url: `${cluster.lb}${url}`, headers }));
    };
    await measure('3 processes');
    // Two processes stopped: HAProxy's health check takes them out within two seconds.
    cluster.kill(1);
    cluster.kill(2);
    await new Promise((r) => setTimeout(r, 4000));
    await measure('1 process');
    for (const [name, url] of paths)
      record(`${name} straight to the process (no balancer)`, await load({ url: `${cluster.api[0]}${url}`, headers }));
  } finally {
    await cluster.stop();
  }
}
