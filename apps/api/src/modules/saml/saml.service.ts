import { createHash, randomBytes } from 'node:crypto';
import { ErrorCode, type TErrorCode } from '@flexapp/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors';
import { findOrCreateSsoUser, findSsoUser, issueToken } from '../auth';
import { syncMembershipsFromClaims } from '../groups';
import { assertionFacts, classifyLibraryError } from './saml-response';
import { personOf } from './saml-identity';
import { type SamlEndpoints, serviceProvider } from './saml-provider';
import {
  assertionUsed,
  findProvider,
  logSamlEvent,
  markAssertionUsed,
  saveHandoff,
  takeHandoff,
  updateProfileFromProvider,
} from './saml.repository';

type App = Pick<FastifyInstance, 'db' | 'clock' | 'tokens'>;

/** A handoff code is exchanged for a session within 2 minutes, once. */
export const HANDOFF_TTL_MS = 2 * 60_000;
/** An assertion without NotOnOrAfter is remembered this long against replay. */
const DEFAULT_ASSERTION_LIFETIME_MS = 86_400_000;

const hashOf = (code: string) => createHash('sha256').update(code).digest('hex');

/** Our endpoints on this origin: the entity ID is the metadata's address (decision 235). */
export function endpointsOf(origin: string): SamlEndpoints & { metadataUrl: string } {
  const metadataUrl = new URL('/api/auth/saml/metadata', origin).href;
  return { spEntityId: metadataUrl, metadataUrl, acsUrl: new URL('/api/auth/saml/acs', origin).href };
}

/** What the sign-in screen shows. */
export async function samlStatus(app: App) {
  const idp = await findProvider(app.db);
  return { enabled: !!idp, name: idp?.name ?? null, only_sso: idp?.only_sso ?? false };
}

/** Our SP metadata (entity ID, ACS with HTTP-POST, signed assertions wanted). */
export async function spMetadata(app: App, origin: string): Promise<string> {
  const sp = endpointsOf(origin);
  return serviceProvider(app.db, () => app.clock.now(), sp, null).generateServiceProviderMetadata(null, null);
}

/** Starts an SP-initiated sign-in: the provider's address with a deflated AuthnRequest (HTTP-Redirect). */
export async function startSignIn(app: App, origin: string): Promise<string> {
  const idp = await findProvider(app.db);
  if (!idp) throw new AppError(ErrorCode.SAML_NOT_CONFIGURED);
  const saml = serviceProvider(app.db, () => app.clock.now(), endpointsOf(origin), idp);
  return saml.getAuthorizeUrlAsync('', undefined, {});
}

/**
 * Checks a posted SAMLResponse and signs its person in: replay (assertion ID), signature of the assertion,
 * issuer, InResponseTo, time conditions on the app's clock, audience, recipient and destination. The person is
 * found by subject or e-mail, or created when just-in-time creation is on. Answers a one-time code for the
 * browser app. A refusal is an AppError and an activity-log line (decision 238).
 */
export async function acsSignIn(
  app: App,
  input: { origin: string; samlResponse: string; ip: string; log: FastifyBaseLogger },
): Promise<string> {
  const now = app.clock.now();
  try {
    return await signInOrThrow(app, input, now);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    await logSamlEvent(app.db, {
      action: 'auth.saml_refused',
      userId: null,
      details: { code: err.code, reason: err instanceof SamlRefusal ? err.reason : null, ip: input.ip },
      now,
    });
    throw err;
  }
}

/** A refusal with the reason for the activity log (never sent to the browser). */
class SamlRefusal extends AppError {
  readonly reason: string;
  constructor(code: TErrorCode, reason: string) {
    super(code);
    this.reason = reason.slice(0, 300);
  }
}
const refuse = (code: TErrorCode, reason: string) => new SamlRefusal(code, reason);

async function signInOrThrow(
  app: App,
  input: { origin: string; samlResponse: string; log: FastifyBaseLogger },
  now: Date,
): Promise<string> {
  const idp = await findProvider(app.db);
  if (!idp) throw refuse(ErrorCode.SAML_NOT_CONFIGURED, 'no identity provider');
  const sp = endpointsOf(input.origin);
  const xml = Buffer.from(input.samlResponse, 'base64').toString('utf8');
  const unverified = assertionFacts(xml);
  if (!unverified) throw refuse(ErrorCode.SAML_REJECTED, 'not a SAML response');
  // A used assertion is named as such before the request ID (used up by the first sign-in) is looked at.
  if (unverified.assertionId && (await assertionUsed(app.db, unverified.assertionId)))
    throw refuse(ErrorCode.SAML_REPLAYED, `assertion ${unverified.assertionId} already used`);

  const saml = serviceProvider(app.db, () => now, sp, idp);
  let profile;
  try {
    ({ profile } = await saml.validatePostResponseAsync({ SAMLResponse: input.samlResponse }));
  } catch (err) {
    throw refuse(classifyLibraryError(err), (err as Error).message ?? 'invalid');
  }
  if (!profile?.getAssertionXml) throw refuse(ErrorCode.SAML_REJECTED, 'no assertion');
  // What follows is read from the signed assertion only.
  const signed = assertionFacts(profile.getAssertionXml());
  if (!signed?.assertionId) throw refuse(ErrorCode.SAML_REJECTED, 'assertion without ID');
  if (unverified.destination !== null && unverified.destination !== sp.acsUrl)
    throw refuse(ErrorCode.SAML_WRONG_AUDIENCE, `destination ${unverified.destination}`);
  if (!signed.recipients.includes(sp.acsUrl))
    throw refuse(ErrorCode.SAML_WRONG_AUDIENCE, `recipient ${signed.recipients.join(', ')}`);
  const expiresAt = signed.notOnOrAfter ?? new Date(now.getTime() + DEFAULT_ASSERTION_LIFETIME_MS);
  if (!(await markAssertionUsed(app.db, signed.assertionId, expiresAt, now)))
    throw refuse(ErrorCode.SAML_REPLAYED, `assertion ${signed.assertionId} already used`);

  const person = personOf(profile, idp);
  if (!person.nameId) throw refuse(ErrorCode.SSO_NO_IDENTITY, 'no NameID');

  const code = randomBytes(32).toString('base64url');
  await app.db.transaction().execute(async (trx) => {
    const fallbackName = (person.email ?? person.nameId).split('@')[0];
    const identity = {
      issuer: `saml:${idp.entity_id}`,
      subject: person.nameId,
      externalId: person.externalId,
      email: person.email,
      username: person.email ?? person.nameId,
      firstName: person.firstName ?? fallbackName,
      lastName: person.lastName ?? '',
    };
    const user = idp.just_in_time ? await findOrCreateSsoUser(trx, identity) : await findSsoUser(trx, identity);
    if (!user) throw refuse(ErrorCode.SAML_NO_ACCOUNT, `no person for ${person.email ?? person.nameId}`);
    if (!user.is_active) throw refuse(ErrorCode.SSO_ACCOUNT_DISABLED, `user ${user.id} is deactivated`);
    await updateProfileFromProvider(trx, user.id, person, now);
    // Memberships of `saml` groups become the group attribute's values at every sign-in (decision 300).
    if (idp.attribute_groups.trim()) await syncMembershipsFromClaims(trx, user.id, 'saml', person.groups, now);
    await saveHandoff(trx, hashOf(code), user.id, now);
    await logSamlEvent(trx, { action: 'auth.saml_sign_in', userId: user.id, details: {}, now });
  });
  return code;
}

/** Exchanges a handoff code (once, within HANDOFF_TTL_MS) for a session token. */
export async function tokenForHandoff(app: App, code: string): Promise<string> {
  const now = app.clock.now();
  const taken = await takeHandoff(app.db, hashOf(code), new Date(now.getTime() - HANDOFF_TTL_MS), now);
  if (!taken) throw new AppError(ErrorCode.SAML_HANDOFF_INVALID);
  return issueToken(app, taken.user_id);
}
