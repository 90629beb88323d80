import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads from the replica: its answers may carry `Replica-Age` (decision 326, OpenAPI: 375). */
    replicaReads?: boolean;
  }
}

/** The answer header that says how many seconds behind the primary a replica's answer is (decision 326). */
export const REPLICA_AGE_HEADER = 'replica-age';

/** The header as the OpenAPI document names it on every success answer of a replica route (decision 375). */
export const replicaAgeHeaderDoc = {
  'Replica-Age': {
    type: 'integer',
    minimum: 0,
    description:
      'Present only when this answer was read from a streaming replica that lags the primary by more than ' +
      'REPLICA_MAX_LAG_SECONDS: how many seconds old its data is, rounded up (decision 326).',
  },
} as const;

/**
 * For a plugin whose routes read only (reports, exports, statistics): their database is the read replica, and an
 * answer from a replica lagging more than REPLICA_MAX_LAG_SECONDS carries `Replica-Age: <seconds>` (decision 326).
 * Its routes are marked `config.replicaReads`, so the OpenAPI document lists the header on them (decision 375).
 */
export function replicaReads(app: FastifyInstance): Db {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, replicaReads: true };
  });
  app.addHook('preHandler', async (_request, reply) => {
    const stale = await app.replica.staleSeconds();
    if (stale !== null) reply.header(REPLICA_AGE_HEADER, String(stale));
  });
  return app.replica.db;
}
