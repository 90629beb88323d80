/**
 * The API's `next` / `previous` links are absolute; the client follows them on
 * its own origin (path and query only), so a proxy that rewrites the host does
 * not send the request elsewhere.
 */
export function relativeApiPath(link: string): string {
  const url = new URL(link, 'http://localhost');
  return `${url.pathname}${url.search}`;
}
