// Bench 140's diagnostic controls BENCH_140_CONTROL=process and =silent (decision 033): the sweep of the API,
// run in this separate process (through tsx) on its own connections, once for every line read on stdin; each
// run's { started_on, completed_on, output } goes back as one line of JSON on stdout. The bench server then does
// none of the sweep's work: with `process` it hears the sweep's events as any other API process would, and with
// `silent` (SWEEP_SILENT=1) it hears nothing, because the sweep's NOTIFY statements are sent without pg_notify.
// What is left in the overlapping requests' p99 is then the database's and the CPUs' share.
import { createInterface } from 'node:readline';
import { createDb, poolOf } from '../apps/api/src/db/database';
import { createUrlSigner } from '../apps/api/src/lib/url-signer';
import { runSweep } from '../apps/api/src/modules/jobs/sweep';

// As the job runner makes the sweep's own connections.
const db = createDb(process.env.SWEEP_DATABASE_URL!, 2, 5 * 60_000);
if (process.env.SWEEP_SILENT === '1')
  poolOf(db).on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    // The same parameters, sent and answered, but no notification: nobody hears the sweep.
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (text: unknown, ...rest: unknown[]) =>
      typeof text === 'string' && text.includes('pg_notify(')
        ? query('select $1::text, $2::text', ...rest)
        : query(text, ...rest);
  });
const deps = {
  db,
  mail: { enabled: false, origin: 'http://localhost' },
  urlSigner: createUrlSigner('bench-'.repeat(8)),
};

createInterface({ input: process.stdin }).on('line', () => {
  const started_on = new Date();
  runSweep(deps, started_on).then(
    (output) => process.stdout.write(`${JSON.stringify({ started_on, completed_on: new Date(), output })}\n`),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
});
process.stdout.write('ready\n');
