import { randomBytes } from 'node:crypto';
import type { TPasskeyOptions, TSecondFactorPasskeyLogin } from '@flexapp/contract';
import { generateAuthenticationOptions } from '@simplewebauthn/server';
import type { FastifyInstance } from 'fastify';
import { completeSecondFactorWith, personOfChallenge } from '../auth';
import { credentialsOf, markPasskeyUsed, passkeyByCredential, takePasskeyChallenge } from './passkeys.repository';
import { clientChallenge, keepChallenge, type RelyingParty, verifyAnswer } from './passkeys.service';

type App = Pick<FastifyInstance, 'db' | 'clock' | 'tokens' | 'secretBox'>;

/**
 * Options for the second step of a password sign-in with a passkey (decision 350): only the passkeys of the
 * person the open challenge names; the password was the first factor, so user verification is preferred, not
 * required. An expired or unknown challenge answers SECOND_FACTOR_EXPIRED.
 */
export async function secondFactorOptions(app: App, challenge: string, rp: RelyingParty): Promise<TPasskeyOptions> {
  const person = await personOfChallenge(app, challenge);
  const credentials = await credentialsOf(app.db, person.userId);
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    challenge: randomBytes(32),
    userVerification: 'preferred',
    allowCredentials: credentials.map((c) => ({ id: c.credential_id, transports: c.transports })),
  });
  await keepChallenge(app, options.challenge, 'second_factor', person.userId);
  return { options: options as unknown as Record<string, unknown> };
}

/**
 * The second step with a passkey: the answer must come from one of the person's own passkeys, to a challenge
 * made for them. Throttled, logged and turned into a session as the code step is (second-factor.service.ts).
 */
export function completeWithPasskey(
  app: App,
  body: TSecondFactorPasskeyLogin,
  client: { ip: string; userAgent: string | null; rp: RelyingParty },
) {
  return completeSecondFactorWith(
    app,
    body.challenge,
    async (userId) => {
      const now = app.clock.now();
      const webauthnChallenge = clientChallenge(body.response);
      const passkey = await passkeyByCredential(app.db, body.response.id);
      if (!webauthnChallenge || !passkey || passkey.user_id !== userId) return false;
      if (!(await takePasskeyChallenge(app.db, webauthnChallenge, 'second_factor', userId, now))) return false;
      const newCounter = await verifyAnswer(passkey, webauthnChallenge, body.response, client.rp, false);
      if (newCounter === null) return false;
      await markPasskeyUsed(app.db, passkey.id, newCounter, now);
      return true;
    },
    client,
  );
}
