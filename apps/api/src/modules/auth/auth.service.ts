import type { TLoginAnswer, TLoginRequest, TProfileUpdate, TUser } from '@flexapp/contract';
import { ErrorCode, STAFF_ROLE } from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors';
import { SHORT_TOKEN_LIFETIME_SECONDS, TOKEN_LIFETIME_SECONDS } from '../../lib/tokens';
import { publishUserChanged } from '../../live';
import { secondFactorMethods } from '../two-factor';
import { findPresentedUser } from '../users';
import { activeUserByName, passwordPolicy, updateProfile } from './auth.repository';
import { accountKey, loginThrottle, logLockout, logSignIn, recordLoginAttempt } from './login-throttle';
import { verifyPassword } from './passwords';
import { openChallenge } from './second-factor.service';
import { issueToken } from './sessions.service';

type App = Pick<FastifyInstance, 'db' | 'clock' | 'tokens' | 'secretBox'>;

/**
 * Signs in with a user name (or e-mail) and password: a token, or the seconds the account or address stays
 * locked (login-throttle.ts), or for an account with two-factor sign-in the challenge of the second step
 * (second-factor.service.ts, decision 240). Wrong credentials answer INVALID_CREDENTIALS; with password sign-in
 * turned off, any account but the break-glass one 403 PASSWORD_SIGN_IN_DISABLED.
 */
export async function signIn(
  app: App,
  body: TLoginRequest,
  ip: string,
  userAgent: string | null = null,
): Promise<TLoginAnswer | { retryAfterSeconds: number }> {
  const { username, password } = body;
  const now = app.clock.now();
  const user = await activeUserByName(app.db, username);
  // Sign-in only through the identity provider: a password opens only the break-glass account (decision 236).
  // Every other name and a wrong break-glass password get one answer, throttled and as slow, so that trying names
  // does not tell which one is the break-glass account (decision 449).
  const policy = await passwordPolicy(app.db);
  const passwordOff = policy.onlySso && user?.username.toLowerCase() !== policy.breakGlass?.toLowerCase();
  const refusal = policy.onlySso ? ErrorCode.PASSWORD_SIGN_IN_DISABLED : ErrorCode.INVALID_CREDENTIALS;
  // Throttled before the (deliberately slow) password check; see login-throttle.ts.
  const account = accountKey(user?.id ?? null, username);
  const verdict = await loginThrottle(app.db, { account, ip, now });
  if (verdict.locked) return { retryAfterSeconds: verdict.retryAfterSeconds };
  // Unknown names (and, with password sign-in off, every name but the break-glass one) are checked against a
  // dummy hash: the answer takes as long either way.
  const hash = passwordOff ? null : (user?.password_hash ?? null);
  const ok = (await verifyPassword(hash, password)) && !!user && !passwordOff;
  // With a second factor, the sign-in succeeds (and the client becomes known) only at the second step.
  const methods = ok ? await secondFactorMethods(app.db, user.id) : [];
  const secondFactor = methods.length > 0;
  if (!secondFactor) await recordLoginAttempt(app.db, { account, ip, username, succeeded: ok, now });
  if (!ok || !user) {
    await logSignIn(app.db, { action: 'auth.sign_in_failed', userId: user?.id ?? null, username, ip, now });
    const after = await loginThrottle(app.db, { account, ip, now });
    if (after.locked) await logLockout(app.db, { account, ip, username, scope: after.scope, now });
    throw new AppError(refusal);
  }
  if (secondFactor) return openChallenge(app, user.id, body.remember_me === true, methods);
  if (user.roles.includes(STAFF_ROLE)) {
    await logSignIn(app.db, { action: 'auth.sign_in', userId: user.id, username, ip, now });
  }
  // remember_me: true keeps the session 30 days; otherwise it lasts a working day.
  const lifetime = body.remember_me === true ? TOKEN_LIFETIME_SECONDS : SHORT_TOKEN_LIFETIME_SECONDS;
  return { token: await issueToken(app, user.id, lifetime, userAgent) };
}

/** The user changes their own name and language; their signed-in requests follow the language at once. */
export async function changeProfile(app: App, userId: number, body: TProfileUpdate): Promise<TUser> {
  await app.db.transaction().execute(async (trx) => {
    await updateProfile(trx, userId, body, app.clock.now());
    await publishUserChanged(trx, userId);
  });
  return (await findPresentedUser(app.db, userId, app.clock.now()))!;
}
