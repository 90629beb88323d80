import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Browser security headers on every answer (issue 12, docs/decisions/123-security-headers.md), by
 * @fastify/helmet. The Content-Security-Policy allows this origin only: no inline script, no eval, no
 * third-party origin, no framing. style-src keeps 'unsafe-inline' because Mantine sets its CSS variables in
 * a <style> element and React style attributes position desks on plans; script stays strict. HSTS is sent
 * only when the public URL is https (a plain-http install would pin browsers to a port that is not there).
 *
 * helmet's middleware is built once and run on every request, not built again for each request (parsing the
 * policy each time) as @fastify/helmet does.
 */
export async function registerSecurityHeaders(app: FastifyInstance, publicUrl: string | null): Promise<void> {
  const https = !!publicUrl && publicUrl.startsWith('https://');
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        frameSrc: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // X-Content-Type-Options: nosniff, X-DNS-Prefetch-Control, Origin-Agent-Cluster and friends stay at helmet's defaults.
  });
  app.addHook('onRequest', (request, reply, done) =>
    setHeaders(request.raw, reply.raw, (err?: unknown) => done(err instanceof Error ? err : undefined)),
  );
}
