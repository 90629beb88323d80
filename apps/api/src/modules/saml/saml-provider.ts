import { type CacheItem, type CacheProvider, SAML, type SamlConfig, ValidateInResponseTo } from '@node-saml/node-saml';
import type { DbOrTrx } from '../../db/database';
import { forgetRequest, requestCreatedAt, saveRequest } from './saml.repository';

/** An AuthnRequest can be answered for 10 minutes (decision 235). */
export const SAML_REQUEST_TTL_MS = 10 * 60_000;
/** Clock difference between the provider and us that is still accepted on NotBefore/NotOnOrAfter. */
export const SAML_CLOCK_SKEW_MS = 60_000;
/** node-saml compares request ages with the wall clock; the database cache below decides expiry instead. */
const LIBRARY_REQUEST_AGE_MS = 100 * 365 * 86_400_000;

/**
 * node-saml, with every NotBefore/NotOnOrAfter check reading the app's clock (decision 100) instead of
 * `new Date()`: the library's own time check is the one overridden here.
 */
class ClockedSaml extends SAML {
  private readonly now: () => Date;

  constructor(config: SamlConfig, now: () => Date) {
    super(config);
    this.now = now;
  }

  protected override checkTimestampsValidityError(
    _wallClockMs: number,
    notBefore: string,
    notOnOrAfter: string,
    maxTimeLimitMs?: number,
  ): Error | null {
    return super.checkTimestampsValidityError(this.now().getTime(), notBefore, notOnOrAfter, maxTimeLimitMs);
  }
}

/** The AuthnRequest IDs we sent, in the database (every API process sees them), expiring on the app's clock. */
function requestCache(db: DbOrTrx, now: () => Date): CacheProvider {
  return {
    async saveAsync(key: string, value: string): Promise<CacheItem | null> {
      await saveRequest(db, key, now());
      return { value, createdAt: now().getTime() };
    },
    async getAsync(key: string): Promise<string | null> {
      const createdAt = await requestCreatedAt(db, key, new Date(now().getTime() - SAML_REQUEST_TTL_MS));
      return createdAt ? createdAt.toISOString() : null;
    },
    async removeAsync(key: string | null): Promise<string | null> {
      return key ? forgetRequest(db, key) : null;
    },
  };
}

export interface SamlEndpoints {
  /** Our entity ID (also the audience), the address of our metadata. */
  spEntityId: string;
  acsUrl: string;
}

export interface SamlIdp {
  entity_id: string;
  sso_url: string;
  certificates: string[];
}

/**
 * The service provider towards one identity provider: AuthnRequests by HTTP-Redirect, responses by HTTP-POST,
 * signed assertions required, audience = our entity ID, InResponseTo always checked.
 */
export function serviceProvider(db: DbOrTrx, now: () => Date, sp: SamlEndpoints, idp: SamlIdp | null): SAML {
  return new ClockedSaml(
    {
      issuer: sp.spEntityId,
      callbackUrl: sp.acsUrl,
      audience: sp.spEntityId,
      // Metadata without a provider still needs a certificate option; it is never used to check anything then.
      idpCert: idp?.certificates ?? 'unset',
      idpIssuer: idp?.entity_id,
      entryPoint: idp?.sso_url,
      wantAssertionsSigned: true,
      wantAuthnResponseSigned: false,
      validateInResponseTo: ValidateInResponseTo.always,
      requestIdExpirationPeriodMs: LIBRARY_REQUEST_AGE_MS,
      cacheProvider: requestCache(db, now),
      acceptedClockSkewMs: SAML_CLOCK_SKEW_MS,
      identifierFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified',
      disableRequestedAuthnContext: true,
    },
    now,
  );
}
