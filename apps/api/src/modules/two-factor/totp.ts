import { authenticator } from 'otplib';

/** RFC 6238 with the authenticator apps' defaults: SHA-1, six digits, 30-second steps. */
const STEP_SECONDS = 30;
/** A code of the step before or after now is accepted too (clocks of phones drift; RFC 6238 section 5.2). */
const WINDOW = 1;

/** A new random secret (160 bits, base32 as the apps take it). */
export const newTotpSecret = () => authenticator.generateSecret(20);

/** The otpauth:// URL an authenticator app reads from the QR code. */
export const otpauthUrl = (account: string, issuer: string, secret: string) =>
  authenticator.keyuri(account, issuer, secret);

/** The time step of `now` (decision 100: the app's clock, never the wall clock). */
export const stepAt = (now: Date) => Math.floor(now.getTime() / 1000 / STEP_SECONDS);

/** The time step the code belongs to when it is valid at `now` (within the window), else null. */
export function matchedStep(secret: string, code: string, now: Date): number | null {
  const delta = authenticator.clone({ epoch: now.getTime(), window: WINDOW }).checkDelta(code, secret);
  return delta === null ? null : stepAt(now) + delta;
}

/** The code of `secret` at `now` (for tests and the seed, never sent to a browser). */
export const totpCodeAt = (secret: string, now: Date) => authenticator.clone({ epoch: now.getTime() }).generate(secret);
