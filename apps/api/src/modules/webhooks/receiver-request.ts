import type { LookupAddress, LookupOptions } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';

/**
 * A lookup that answers with the checked addresses only (decision 320): the connection goes to an address that passed
 * the SSRF check, so a DNS answer that changes between check and connect (rebinding) cannot reach another one.
 */
export function pinnedLookup(addresses: LookupAddress[]): LookupFunction {
  return ((_host: string, options: LookupOptions, callback: (...args: unknown[]) => void) => {
    const fitting = options.family ? addresses.filter((a) => a.family === options.family) : addresses;
    if (fitting.length === 0) {
      // Node's own code for "no address" (not an API error code), as dns.lookup gives it.
      const none: NodeJS.ErrnoException = new Error('no checked address of this family');
      none.code = 'ENOTFOUND';
      return callback(none);
    }
    if (options.all) return callback(null, fitting);
    return callback(null, fitting[0]!.address, fitting[0]!.family);
  }) as LookupFunction;
}

export interface ReceiverPost {
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
}

/** Thrown when the receiver did not answer within the attempt's time. */
export class ReceiverTimeout extends Error {
  override name = 'TimeoutError';
}

/**
 * POSTs `body` to the URL over a connection to one of `addresses` (TLS still checks the URL's host name); answers
 * the status code. Redirects are not followed; the answer's body is not read.
 */
export function postToReceiver(url: URL, addresses: LookupAddress[], post: ReceiverPost): Promise<number> {
  const signal = AbortSignal.timeout(post.timeoutMs);
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent: false,
        lookup: pinnedLookup(addresses),
        signal,
        headers: { ...post.headers, 'content-length': String(Buffer.byteLength(post.body)) },
      },
      (response) => {
        resolve(response.statusCode ?? 0);
        response.destroy();
      },
    );
    req.on('error', (err) => reject(signal.aborted ? new ReceiverTimeout(`timeout after ${post.timeoutMs} ms`) : err));
    req.end(post.body);
  });
}
