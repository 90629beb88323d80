import type { FastifyRequest } from 'fastify';

/**
 * Absolute links to the previous and next page of a paginated list: the
 * request's own URL with `page` replaced, so the client follows them as-is.
 * Host and protocol come from the request (honouring X-Forwarded-* when
 * TRUST_PROXY is on).
 */
export function pageLinks(request: FastifyRequest, page: number, pageSize: number, total: number) {
  const link = (target: number) => {
    const url = new URL(request.url, `${request.protocol}://${request.host}`);
    url.searchParams.set('page', String(target));
    return url.toString();
  };
  const last = Math.max(1, Math.ceil(total / pageSize));
  return {
    next: page < last ? link(page + 1) : null,
    previous: page > 1 ? link(Math.min(page - 1, last)) : null,
  };
}
