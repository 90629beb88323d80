import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/** An id a proxy in front may pass in X-Request-ID: short, and nothing a log line could be broken with. */
const PASSED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Request ids and request logs (decision 201): every request has an id (the proxy's X-Request-ID when it is
 * a plain token, else a new UUID), answered in the `x-request-id` header and in `request_id` of every error
 * body; after each request one JSON line at `info`: id, method, route pattern, status, duration, user id.
 * Nothing else about the caller (no URL, address, name or body).
 */
export const requestLogPlugin = fp(async (app: FastifyInstance) => {
  app.setGenReqId((req) => {
    const passed = req.headers['x-request-id'];
    return typeof passed === 'string' && PASSED_ID.test(passed) ? passed : randomUUID();
  });
  // Hooks of every request in callback form: no promise and no extra turn of the event loop each (decision 462).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode < 400 || typeof payload !== 'string' || !payload.startsWith('{')) return done(null, payload);
    done(null, withRequestId(request.id, reply, payload));
  });
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? null,
        status: reply.statusCode,
        duration_ms: Math.round(reply.elapsedTime * 10) / 10,
        user_id: request.user?.id ?? null,
      },
      'request',
    );
    done();
  });
});

/** An error body (JSON with a `code`) with the request's id added. */
function withRequestId(id: string, reply: FastifyReply, payload: string): string {
  if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
  try {
    const body = JSON.parse(payload) as Record<string, unknown>;
    if (typeof body.code !== 'string' || body.request_id !== undefined) return payload;
    return JSON.stringify({ ...body, request_id: id });
  } catch {
    return payload;
  }
}
