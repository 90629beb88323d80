import { createHash, randomBytes } from 'node:crypto';
import {
  ErrorCode,
  STAFF_ROLE,
  type TSecondFactorChallenge,
  type TSecondFactorLogin,
  type TSecondFactorMethod,
  type TTotpDisable,
} from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors';
import { SHORT_TOKEN_LIFETIME_SECONDS, TOKEN_LIFETIME_SECONDS } from '../../lib/tokens';
import { disableTotp, verifySecondFactor } from '../two-factor';
import { deleteOldChallenges, findOpenChallenge, insertChallenge, takeChallenge } from './challenges.repository';
import { accountKey, loginThrottle, logLockout, logSignIn, recordLoginAttempt } from './login-throttle';
import { passwordHashOf } from './auth.repository';
import { verifyPassword } from './passwords';
import { issueToken } from './sessions.service';

type App = Pick<FastifyInstance, 'db' | 'clock' | 'tokens' | 'secretBox'>;

/** How long a correct password waits for its second factor (decision 240). */
export const CHALLENGE_LIFETIME_MS = 5 * 60_000;

const challengeHash = (challenge: string) => createHash('sha256').update(challenge).digest();

/** A correct password of an account with two-factor sign-in: the challenge that names it for the second step. */
export async function openChallenge(
  app: App,
  userId: number,
  rememberMe: boolean,
  methods: TSecondFactorMethod[],
): Promise<TSecondFactorChallenge> {
  const challenge = randomBytes(32).toString('base64url');
  const now = app.clock.now();
  await insertChallenge(app.db, {
    hash: challengeHash(challenge),
    userId,
    rememberMe,
    expiresAt: new Date(now.getTime() + CHALLENGE_LIFETIME_MS),
  });
  if (Math.random() < 0.01) await deleteOldChallenges(app.db, now);
  return { second_factor: { challenge, methods } };
}

/** The person an open second-factor challenge names, or SECOND_FACTOR_EXPIRED (decision 350: passkey step). */
export async function personOfChallenge(app: Pick<App, 'db' | 'clock'>, challenge: string) {
  const open = await findOpenChallenge(app.db, challengeHash(challenge), app.clock.now());
  if (!open) throw new AppError(ErrorCode.SECOND_FACTOR_EXPIRED);
  return { userId: open.user_id, username: open.username };
}

/**
 * The second step of a password sign-in: an authenticator code or a recovery code. Throttled with the password
 * attempts (login-throttle.ts, the same account key): wrong codes count as failed sign-ins. A staff sign-in is
 * written to the activity log here, where it succeeds (auth.sign_in, as for a password-only sign-in).
 */
export function completeSecondFactor(
  app: App,
  body: TSecondFactorLogin,
  ip: string,
  userAgent: string | null = null,
): Promise<{ token: string } | { retryAfterSeconds: number }> {
  return completeSecondFactorWith(app, body.challenge, (userId) => verifySecondFactor(app, userId, body.code), {
    ip,
    userAgent,
  });
}

/**
 * The second step with any proof (a code, or a passkey: decision 350): `verify` says whether it holds for the
 * person the challenge names. Throttling, the activity log and the session are the same for every proof.
 */
export async function completeSecondFactorWith(
  app: App,
  challenge: string,
  verify: (userId: number) => Promise<boolean>,
  client: { ip: string; userAgent: string | null },
): Promise<{ token: string } | { retryAfterSeconds: number }> {
  const { ip, userAgent } = client;
  const now = app.clock.now();
  const hash = challengeHash(challenge);
  const open = await findOpenChallenge(app.db, hash, now);
  if (!open) throw new AppError(ErrorCode.SECOND_FACTOR_EXPIRED);
  const account = accountKey(open.user_id, open.username);
  const verdict = await loginThrottle(app.db, { account, ip, now });
  if (verdict.locked) return { retryAfterSeconds: verdict.retryAfterSeconds };
  const ok = await verify(open.user_id);
  await recordLoginAttempt(app.db, { account, ip, username: open.username, succeeded: ok, now });
  if (!ok) {
    const after = await loginThrottle(app.db, { account, ip, now });
    if (after.locked) await logLockout(app.db, { account, ip, username: open.username, scope: after.scope, now });
    throw new AppError(ErrorCode.SECOND_FACTOR_INVALID);
  }
  if (!(await takeChallenge(app.db, hash, now))) throw new AppError(ErrorCode.SECOND_FACTOR_EXPIRED);
  if (open.roles.includes(STAFF_ROLE))
    await logSignIn(app.db, { action: 'auth.sign_in', userId: open.user_id, username: open.username, ip, now });
  const lifetime = open.remember_me ? TOKEN_LIFETIME_SECONDS : SHORT_TOKEN_LIFETIME_SECONDS;
  return { token: await issueToken(app, open.user_id, lifetime, userAgent) };
}

/**
 * Turns one's two-factor sign-in off, proven by a current code (or recovery code) or the password; throttled as
 * sign-ins are (a stolen session cannot guess the password here either).
 */
export async function turnOffTwoFactor(
  app: App,
  user: { id: number; username: string },
  body: TTotpDisable,
  ip: string,
): Promise<{ done: true } | { retryAfterSeconds: number }> {
  const now = app.clock.now();
  const account = accountKey(user.id, user.username);
  const verdict = await loginThrottle(app.db, { account, ip, now });
  if (verdict.locked) return { retryAfterSeconds: verdict.retryAfterSeconds };
  const proven =
    body.code !== undefined
      ? await verifySecondFactor(app, user.id, body.code)
      : await verifyPassword(await passwordHashOf(app.db, user.id), body.password ?? '');
  if (!proven) {
    await recordLoginAttempt(app.db, { account, ip, username: user.username, succeeded: false, now });
    throw new AppError(body.code !== undefined ? ErrorCode.SECOND_FACTOR_INVALID : ErrorCode.PASSWORD_WRONG);
  }
  await disableTotp(app, user.id);
  return { done: true };
}
