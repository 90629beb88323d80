import { createHash, randomBytes } from 'node:crypto';
import { API_TOKEN_PREFIX, SCIM_TOKEN_PREFIX } from '@flexapp/contract';

/**
 * An API token: `fxp_` and 32 random bytes (256 bits) in base64url. Stored as its SHA-256 only (decision 210): a
 * token of that entropy cannot be guessed from its hash, so a slow password hash would add nothing but cost on
 * every request, and an unsalted hash lets the token be found by an index lookup.
 */
export function newApiToken(): string {
  return API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
}

export const hashApiToken = (token: string): Buffer => createHash('sha256').update(token, 'utf8').digest();

/** The first characters shown in lists to recognise a token (4 random characters: 24 bits, nothing to guess from). */
export const tokenHint = (token: string): string => token.slice(0, API_TOKEN_PREFIX.length + 4);

/** A well-formed token: the prefix and 43 base64url characters. Anything else is not looked up. */
export const isApiTokenShape = (token: string): boolean =>
  token.length === API_TOKEN_PREFIX.length + 43 && /^[A-Za-z0-9_-]+$/.test(token.slice(API_TOKEN_PREFIX.length));

/** A SCIM provisioning token (decision 231): `fxs_` and 256 random bits, like an API token but never one. */
export function newScimToken(): string {
  return SCIM_TOKEN_PREFIX + randomBytes(32).toString('base64url');
}

export const isScimTokenShape = (token: string): boolean =>
  token.startsWith(SCIM_TOKEN_PREFIX) &&
  token.length === SCIM_TOKEN_PREFIX.length + 43 &&
  /^[A-Za-z0-9_-]+$/.test(token.slice(SCIM_TOKEN_PREFIX.length));
