import { createSigner, createVerifier } from 'fast-jwt';
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
 * HS256 session tokens (fast-jwt: node:crypto HMAC, about 5 µs a check, where a
 * WebCrypto-based check costs about 100 µs on every authenticated request).
 */
export function createTokenService(secret: string, clock: Clock = systemClock) {
  const signer = createSigner({ key: secret, algorithm: 'HS256' });
  // Expiry is checked against the app's clock (below), not the system's. A token's signature is checked once
  // and remembered (its HMAC was 7-8 % of the server's CPU under colleague-search load), keyed by fast-jwt's own
  // SHA-2 hash of the token; revocation is the session's business (sessions.repository), not the token's.
  const verifier = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    ignoreExpiration: true,
    cache: VERIFIED_TOKENS_KEPT,
    cacheTTL: 10 * 60_000,
  });
  return {
    async sign({ userId, sessionId }: TokenClaims, expiresAt: Date): Promise<string> {
      return signer({ sub: String(userId), jti: sessionId, exp: Math.floor(expiresAt.getTime() / 1000) });
    },
    /** The claims of a valid token that has not expired by the app's clock, or null. */
    async verify(token: string): Promise<TokenClaims | null> {
      try {
        const payload = verifier(token) as { sub?: unknown; jti?: unknown; exp?: unknown };
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || typeof payload.jti !== 'string') return null;
        if (typeof payload.exp !== 'number' || payload.exp * 1000 <= clock.now().getTime()) return null;
        return { userId, sessionId: payload.jti };
      } catch {
        return null;
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
