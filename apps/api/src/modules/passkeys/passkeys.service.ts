import { randomBytes } from 'node:crypto';
import {
  ErrorCode,
  STAFF_ROLE,
  type TPasskey,
  type TPasskeyList,
  type TPasskeyOptions,
  type TPasskeyRegister,
  type TPasskeySignIn,
} from '@flexapp/contract';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../db/database';
import { AppError } from '../../lib/errors';
import { publishUserChanged } from '../../live';
import { SHORT_TOKEN_LIFETIME_SECONDS } from '../../lib/tokens';
import { issueToken, logSignIn, passwordPolicy } from '../auth';
import {
  credentialsOf,
  deleteOldPasskeyChallenges,
  deletePasskeyOf,
  insertPasskey,
  insertPasskeyChallenge,
  markPasskeyUsed,
  passkeyByCredential,
  passkeysOf,
  type PasskeyPurpose,
  takePasskeyChallenge,
} from './passkeys.repository';

type App = Pick<FastifyInstance, 'db' | 'clock' | 'tokens'>;
/** Where the browser is: the relying party's origin and ID (decision 307). */
export type RelyingParty = { origin: string; id: string };

/** How long the browser has to answer a passkey challenge. */
export const PASSKEY_CHALLENGE_MS = 5 * 60_000;
const RP_NAME = 'flexapp';

type Row = { id: number; name: string; created_at: Date; last_used_at: Date | null };
const present = (row: Row): TPasskey => ({
  id: row.id,
  name: row.name,
  created_at: row.created_at.toISOString(),
  last_used_at: row.last_used_at?.toISOString() ?? null,
});

export async function listPasskeys(app: App, userId: number): Promise<TPasskeyList> {
  return { passkeys: (await passkeysOf(app.db, userId)).map(present) };
}

export async function keepChallenge(app: App, challenge: string, purpose: PasskeyPurpose, userId: number | null) {
  const now = app.clock.now();
  await insertPasskeyChallenge(app.db, {
    challenge,
    userId,
    purpose,
    expiresAt: new Date(now.getTime() + PASSKEY_CHALLENGE_MS),
  });
  if (Math.random() < 0.01) await deleteOldPasskeyChallenges(app.db, now);
}

/** Options to make a passkey for this person (resident, user verification required; decision 307). */
export async function registrationOptions(
  app: App,
  user: { id: number; username: string },
  rp: RelyingParty,
): Promise<TPasskeyOptions> {
  const existing = await credentialsOf(app.db, user.id);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.id,
    userName: user.username,
    userID: new TextEncoder().encode(`flexapp-user-${user.id}`),
    challenge: randomBytes(32),
    attestationType: 'none',
    excludeCredentials: existing.map((c) => ({ id: c.credential_id, transports: c.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await keepChallenge(app, options.challenge, 'register', user.id);
  return { options: options as unknown as Record<string, unknown> };
}

export const clientChallenge = (response: { response: { clientDataJSON: string } }): string => {
  try {
    const data = JSON.parse(Buffer.from(response.response.clientDataJSON, 'base64url').toString('utf8'));
    return typeof data?.challenge === 'string' ? data.challenge : '';
  } catch {
    return '';
  }
};

/** Adds a passkey from the browser's answer to one of this person's open registration challenges. */
export async function registerPasskey(
  app: App,
  userId: number,
  body: TPasskeyRegister,
  rp: RelyingParty,
): Promise<TPasskey> {
  const now = app.clock.now();
  const challenge = clientChallenge(body.response);
  if (!challenge || !(await takePasskeyChallenge(app.db, challenge, 'register', userId, now)))
    throw new AppError(ErrorCode.PASSKEY_INVALID);
  const verification = await verifyRegistrationResponse({
    response: body.response as unknown as RegistrationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch(() => ({ verified: false as const }));
  if (!verification.verified) throw new AppError(ErrorCode.PASSKEY_INVALID);
  const { credential } = verification.registrationInfo;
  try {
    const made = present(
      await insertPasskey(app.db, {
        userId,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey),
        signCount: credential.counter,
        transports: credential.transports ?? [],
        name: body.name,
        now,
      }),
    );
    // A passkey is a second factor (decision 350): the staff session check (auth.cache) must see it at once.
    await publishUserChanged(app.db, userId);
    return made;
  } catch (err) {
    if (isUniqueViolation(err, 'passkeys_user_id_name_key')) throw new AppError(ErrorCode.PASSKEY_NAME_TAKEN);
    if (isUniqueViolation(err)) throw new AppError(ErrorCode.PASSKEY_INVALID);
    throw err;
  }
}

export async function removePasskey(app: App, userId: number, id: number): Promise<void> {
  if (!(await deletePasskeyOf(app.db, userId, id))) throw new AppError(ErrorCode.NOT_FOUND);
  await publishUserChanged(app.db, userId);
}

/** Options to sign in with any passkey of this site (the browser offers the person's own; decision 307). */
export async function signInOptions(app: App, rp: RelyingParty): Promise<TPasskeyOptions> {
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    challenge: randomBytes(32),
    userVerification: 'required',
  });
  await keepChallenge(app, options.challenge, 'sign_in', null);
  return { options: options as unknown as Record<string, unknown> };
}

type StoredPasskey = { credential_id: string; public_key: Buffer; sign_count: string | number; transports: string[] };

/** Checks an authenticator's answer to `challenge` with a stored passkey: its new signature counter, or null. */
export async function verifyAnswer(
  passkey: StoredPasskey,
  challenge: string,
  response: TPasskeySignIn['response'],
  rp: RelyingParty,
  requireUserVerification: boolean,
): Promise<number | null> {
  const verification = await verifyAuthenticationResponse({
    response: response as unknown as AuthenticationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: passkey.credential_id,
      publicKey: new Uint8Array(passkey.public_key),
      counter: Number(passkey.sign_count),
      transports: passkey.transports,
    },
    requireUserVerification,
  }).catch(() => ({ verified: false as const, authenticationInfo: undefined }));
  return verification.verified && verification.authenticationInfo ? verification.authenticationInfo.newCounter : null;
}

/**
 * Signs in with a passkey instead of the password (and a second factor): the authenticator verified the person
 * (user verification), so it stands for both factors (decision 307). A staff sign-in is logged as auth.sign_in.
 */
export async function signInWithPasskey(
  app: App,
  body: TPasskeySignIn,
  client: { ip: string; userAgent: string | null; rp: RelyingParty },
): Promise<{ token: string }> {
  const now = app.clock.now();
  const challenge = clientChallenge(body.response);
  const passkey = await passkeyByCredential(app.db, body.response.id);
  if (!challenge || !passkey || !(await takePasskeyChallenge(app.db, challenge, 'sign_in', null, now)))
    throw new AppError(ErrorCode.PASSKEY_SIGN_IN_FAILED);
  const newCounter = await verifyAnswer(passkey, challenge, body.response, client.rp, true);
  if (newCounter === null) throw new AppError(ErrorCode.PASSKEY_SIGN_IN_FAILED);
  // Sign-in only through the identity provider (decision 236) holds for passkeys as for passwords.
  const policy = await passwordPolicy(app.db);
  if (policy.onlySso && passkey.username.toLowerCase() !== policy.breakGlass?.toLowerCase())
    throw new AppError(ErrorCode.PASSWORD_SIGN_IN_DISABLED);
  await markPasskeyUsed(app.db, passkey.id, newCounter, now);
  if (passkey.roles.includes(STAFF_ROLE))
    await logSignIn(app.db, {
      action: 'auth.sign_in',
      userId: passkey.user_id,
      username: passkey.username,
      ip: client.ip,
      now,
    });
  return { token: await issueToken(app, passkey.user_id, SHORT_TOKEN_LIFETIME_SECONDS, client.userAgent) };
}
