import { sql } from 'kysely';
import type { Db } from './database';

/**
 * Where reports, exports and the dashboard's statistics read (decision 326): the streaming replica named by
 * DATABASE_REPLICA_URL, else the primary. Nothing that writes, or reads what the same request or person just wrote,
 * reads here.
 */
export interface ReadReplica {
  db: Db;
  /** Seconds the replica's data is behind, when that is more than the allowed lag; else null (always without one). */
  staleSeconds(): Promise<number | null>;
  close(): Promise<void>;
}

export function readReplica(primary: Db, replica?: { db: Db; maxLagSeconds: number }): ReadReplica {
  if (!replica) return { db: primary, staleSeconds: async () => null, close: async () => undefined };
  return {
    db: replica.db,
    async staleSeconds() {
      const age = await replicaAge(replica.db);
      return age > replica.maxLagSeconds ? Math.ceil(age) : null;
    },
    close: () => replica.db.destroy(),
  };
}

/**
 * How old the replica's data is, in seconds: 0 while it has replayed all it received (a quiet primary sends
 * nothing), else the time since the last transaction it replayed was committed. A server not in recovery is 0.
 */
export async function replicaAge(db: Db): Promise<number> {
  const { rows } = await sql<{ age: number | string | null }>`
    select case
      when not pg_is_in_recovery() then 0
      when pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() then 0
      else extract(epoch from now() - pg_last_xact_replay_timestamp())
    end as age`.execute(db);
  return Math.max(0, Number(rows[0]?.age ?? 0));
}
