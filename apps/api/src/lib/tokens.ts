import { createSigner, createVerifier } from 'fast-jwt';
import { LRUCache } from 'lru-cache';
import { type Clock, systemClock } from './clock';

/** A session of someone who asked to be remembered (remember_me: true) or signed in through SSO. */
export const TOKEN_LIFETIME_SECONDS = 30 * 24 * 3600;
/** A session without remember_me: a working day (issue 12; decision 127). */
export const SHORT_TOKEN_LIFETIME_SECONDS = 12 * 3600;

/** Verified tokens remembered per process (about 250 bytes each). */
const VERIFIED_TOKENS_KEPT = 10_000;

export interface TokenClaims {
  userId: number;
  sessionId: string;
}

/**
 * HS256 session tokens (fast-jwt: node:crypto's HMAC, far cheaper a check on every authenticated request
 * than a WebCrypto-based library).
 */
export function createTokenService(secret: string, clock: Clock = systemClock) {
  const signer = createSigner({ key: secret, algorithm: 'HS256' });
  // Expiry is checked against the app's clock (below), not the system's. A token's signature is checked once
  // and its claims remembered, keyed by the token itself (not fast-jwt's own cache, which hashes every token with
  // SHA-2 first; bench 140). Only valid tokens are remembered. Revocation is the session's
  // business (sessions.repository), not the token's.
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'], ignoreExpiration: true });
  const verified = new LRUCache<string, TokenClaims & { exp: number }>({ max: VERIFIED_TOKENS_KEPT, ttl: 10 * 60_000 });
  const check = (token: string): (TokenClaims & { exp: number }) | null => {
    const payload = verifier(token) as { sub?: unknown; jti?: unknown; exp?: unknown };
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return null;
    return { userId, sessionId: payload.jti, exp: payload.exp };
  };
  return {
    async sign({ userId, sessionId }: TokenClaims, expiresAt: Date): Promise<string> {
      // Issued at by the app's clock too (decision 100), not fast-jwt's Date.now().
      const iat = Math.floor(clock.now().getTime() / 1000);
      return signer({ sub: String(userId), jti: sessionId, iat, exp: Math.floor(expiresAt.getTime() / 1000) });
    },
    /** The claims of a valid token that has not expired by the app's clock, or null. */
    async verify(token: string): Promise<TokenClaims | null> {
      try {
        let claims = verified.get(token);
        if (!claims) {
          const checked = check(token);
          if (!checked) return null;
          verified.set(token, checked);
          claims = checked;
        }
        if (claims.exp * 1000 <= clock.now().getTime()) return null;
        return { userId: claims.userId, sessionId: claims.sessionId };
      } catch {
        return null;
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
