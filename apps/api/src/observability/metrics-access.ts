import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses. */
const LOOPBACK = /^(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/** allowed: answer the scrape; hidden: 404 (no token configured); refused: 403 (a wrong or missing token). */
export type MetricsAccess = 'allowed' | 'hidden' | 'refused';

/**
 * Who may read /metrics (decision 200): a caller on this host's loopback, talking to the process itself
 * (a request a proxy forwarded, with X-Forwarded-For or Forwarded, is not one, whoever sent it), or anyone
 * presenting `Authorization: Bearer <METRICS_TOKEN>` when that token is set.
 */
export function metricsAccess(request: FastifyRequest, token: string | undefined): MetricsAccess {
  const headers = request.headers;
  const forwarded = headers['x-forwarded-for'] !== undefined || headers.forwarded !== undefined;
  if (!forwarded && LOOPBACK.test(request.socket.remoteAddress ?? '')) return 'allowed';
  if (!token) return 'hidden';
  const presented = /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? '')?.[1];
  return presented !== undefined && sameSecret(presented, token) ? 'allowed' : 'refused';
}

/** Compares two secrets in constant time (their hashes, so their lengths do not show either). */
function sameSecret(a: string, b: string): boolean {
  const hash = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(hash(a), hash(b));
}
