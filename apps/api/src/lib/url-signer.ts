import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signs short values for URLs that a browser loads without our Authorization
 * header (an <img src>): only someone who was given the URL by an
 * authenticated call can fetch it.
 */
export function createUrlSigner(secret: string) {
  const sign = (value: string) => createHmac('sha256', `url:${secret}`).update(value).digest('base64url').slice(0, 22);
  return {
    sign,
    verify(value: string, signature: string): boolean {
      const expected = Buffer.from(sign(value));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
export type UrlSigner = ReturnType<typeof createUrlSigner>;
