import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { createDb } from './src/db/database';
import { saveSettings } from './src/modules/configuration/settings.repository';
import { releaseBookings } from './src/modules/jobs/release-bookings';
import { createUrlSigner } from './src/lib/url-signer';
import { runSweep } from './src/modules/jobs/sweep';
import { handleEnds } from './src/modules/jobs/ends';
import { closeForgottenCheckins } from './src/modules/jobs/closing-time';

const { postgresPassword } = JSON.parse(readFileSync('/work/wt-i14/bench/.tmp/data/secrets.json', 'utf8'));
const db = createDb(`postgresql://postgres:${encodeURIComponent(postgresPassword)}@127.0.0.1:8503/flexapp`, 4);
const slot = (await sql<{ id: number }>`select id from timetables where is_active order by start_time limit 1`.execute(db)).rows[0].id;
const plant = async () => (await sql`with open_desks as (select d.id, row_number() over (order by d.id) as n from desks d where not d.is_closed and d.deleted_at is null),
 people as (select u.id, row_number() over (order by u.id) as n from users u where u.is_active)
 insert into bookings (user_id, desk_id, timetable_id, date, start_at, end_at)
 select p.id, d.id, ${slot}, (now() - interval '20 minutes')::date, now() - interval '20 minutes', now() + interval '3 hours'
 from open_desks d join people p on p.n = d.n on conflict do nothing returning id`.execute(db)).rows.length;
const cleanup = async () => {
  await sql`delete from messages where kind in ('booking_released','desk_free') and created_at > now() - interval '1 hour'`.execute(db);
  await sql`delete from bookings where release_reason = 'no_show' and released_at > now() - interval '1 hour'`.execute(db);
};
const mail = { enabled: false, origin: 'http://x' };
await cleanup();
console.log('planted', await plant());
const now = new Date();
let t = performance.now();
const n = await db.transaction().execute((trx) => releaseBookings(trx, "no_show", 15, now, mail, 1000));
console.log('release batch 1000', n, Math.round(performance.now() - t));
t = performance.now();
console.log('ends', await db.transaction().execute((trx) => handleEnds(trx, now, mail)), Math.round(performance.now() - t));
t = performance.now();
console.log('closing', await db.transaction().execute((trx) => closeForgottenCheckins(trx, now)), Math.round(performance.now() - t));
await saveSettings(db, { auto_release_minutes: 15 }, null);
t = performance.now();
console.log('sweep', await runSweep({ db, mail, urlSigner: createUrlSigner('x'.repeat(40)) }, now), Math.round(performance.now() - t));
await saveSettings(db, { auto_release_minutes: 0 }, null);
await cleanup();
await db.destroy();
