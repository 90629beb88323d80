import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';

/** The answer header that says how many seconds behind the primary a replica's answer is (decision 326). */
export const REPLICA_AGE_HEADER = 'replica-age';

/**
 * For a plugin whose routes read only (reports, exports, statistics): their database is the read replica, and an
 * answer from a replica lagging more than REPLICA_MAX_LAG_SECONDS carries `Replica-Age: <seconds>` (decision 326).
 */
export function replicaReads(app: FastifyInstance): Db {
  app.addHook('preHandler', async (_request, reply) => {
    const stale = await app.replica.staleSeconds();
    if (stale !== null) reply.header(REPLICA_AGE_HEADER, String(stale));
  });
  return app.replica.db;
}
