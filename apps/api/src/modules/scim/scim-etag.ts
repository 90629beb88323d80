import { createHash } from 'node:crypto';
import { ScimError } from './scim-errors';

/**
 * A resource's version (RFC 7644 §3.14, decision 351): a weak ETag of what the resource says, so that any change a
 * client could see, whoever made it (SCIM, Setup, sign-in), gives a new one, without a counter every writer must
 * remember to raise.
 */
export const contentVersion = (content: unknown): string =>
  `W/"${createHash('sha256').update(JSON.stringify(content)).digest('base64url').slice(0, 27)}"`;

/** The opaque part of an entity tag; weak comparison (RFC 9110 §8.8.3.2) ignores the W/ prefix. */
const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** Whether an If-Match / If-None-Match header names this version: `*` or one of its comma-separated tags. */
export function namesVersion(header: string, version: string): boolean {
  if (header.trim() === '*') return true;
  const wanted = opaque(version);
  return (header.match(/(?:W\/)?"[^"]*"/g) ?? []).some((tag) => opaque(tag) === wanted);
}

/** If-Match on PUT, PATCH and DELETE: a version other than the current one is 412, and nothing is changed. */
export async function checkIfMatch(ifMatch: string | undefined, current: () => Promise<string>): Promise<void> {
  if (ifMatch === undefined) return;
  if (!namesVersion(ifMatch, await current()))
    throw new ScimError(412, 'The resource has changed since that version (If-Match); read it again.');
}
