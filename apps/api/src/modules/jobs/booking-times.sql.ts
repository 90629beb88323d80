import { sql } from 'kysely';

/**
 * When a booking starts and ends, as SQL over a `bookings` row aliased `alias`. Every time rule of
 * the sweep (auto-release, reminders, unconfirmed release, slot ends) reads these two and nothing
 * else, so a change in how bookings store their time (meeting-room bookings with a period) is made
 * here once.
 */
export const bookingStart = (alias: string) => sql<Date>`${sql.ref(`${alias}.start_at`)}`;
export const bookingEnd = (alias: string) => sql<Date>`${sql.ref(`${alias}.end_at`)}`;

/** `minutes` as a PostgreSQL interval parameter. */
export const minutes = (n: number) => sql`(${n} * interval '1 minute')`;

/** The sweep only looks this far back: a server down for longer does not replay old days. */
export const SWEEP_LOOKBACK = sql`interval '12 hours'`;
