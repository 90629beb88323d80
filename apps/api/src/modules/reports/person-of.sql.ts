import { type RawBuilder, sql } from 'kysely';

/**
 * The person a check-in or booking counts for: its user, or the person whose twin that user is (the nightly
 * retention moved it there, decision 316). Counts of distinct people use it, so they stay the same after
 * anonymisation in every range; lists of people do not, so no old row is shown under a name again.
 */
export const personOf = (userId: RawBuilder<unknown>) =>
  sql`coalesce((select t.user_id from retention_twins t where t.twin_id = ${userId}), ${userId})`;

/** True for a users row that is somebody's twin (it counts as that person, never on its own). */
export const isTwin = (userId: RawBuilder<unknown>) =>
  sql<boolean>`exists (select 1 from retention_twins t where t.twin_id = ${userId})`;
