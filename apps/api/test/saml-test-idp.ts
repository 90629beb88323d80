/**
 * A SAML 2.0 identity provider for tests: samlify configured as IdP with the test-only key pairs in
 * fixtures/saml (never used anywhere else). It answers an AuthnRequest of the SP under test with a signed
 * Response, or a spoiled one (forged, unsigned, expired, for another audience) to test the refusals.
 */
import { readFileSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';
import * as samlify from 'samlify';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/saml/${name}`, import.meta.url), 'utf8');
const KEYS = {
  idp: { key: fixture('idp.key'), cert: fixture('idp.crt') },
  forger: { key: fixture('forger.key'), cert: fixture('forger.crt') },
};

// samlify asks for a schema validator before it parses anything; the requests come from the SP under test.
samlify.setSchemaValidator({ validate: async () => 'not validated: test identity provider' });

const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

export interface TestUser {
  nameId: string;
  attributes?: Record<string, string | string[]>;
}

export interface Spoil {
  /** Sign with a key the SP does not trust. */
  forged?: boolean;
  /** No signature at all. */
  unsigned?: boolean;
  audience?: string;
  recipient?: string;
  /** Seconds the assertion is valid (NotOnOrAfter = issue instant + this); default 300. */
  lifetimeSeconds?: number;
}

/** The ID and ACS address of an AuthnRequest sent by HTTP-Redirect (the URL the SP sent the browser to). */
export function readAuthnRequest(redirectUrl: string): { id: string; acsUrl: string; issuer: string } {
  const encoded = new URL(redirectUrl).searchParams.get('SAMLRequest');
  if (!encoded) throw new Error('no SAMLRequest in ' + redirectUrl);
  const xml = inflateRawSync(Buffer.from(encoded, 'base64')).toString('utf8');
  const attr = (name: string) => new RegExp(`\\s${name}="([^"]+)"`).exec(xml)?.[1] ?? '';
  const issuer = /<(?:saml2?:)?Issuer[^>]*>([^<]+)</.exec(xml)?.[1] ?? '';
  return { id: attr('ID'), acsUrl: attr('AssertionConsumerServiceURL'), issuer };
}

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function attributeStatement(attributes: Record<string, string | string[]>): string {
  const items = Object.entries(attributes).map(
    ([name, value]) =>
      `<saml:Attribute Name="${escape(name)}" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:basic">${(Array.isArray(
        value,
      )
        ? value
        : [value]
      )
        .map((v) => `<saml:AttributeValue xsi:type="xs:string">${escape(v)}</saml:AttributeValue>`)
        .join('')}</saml:Attribute>`,
  );
  return `<saml:AttributeStatement>${items.join('')}</saml:AttributeStatement>`;
}

export class TestIdp {
  readonly entityId: string;
  readonly ssoUrl: string;
  private readonly idp: ReturnType<typeof samlify.IdentityProvider>;
  private readonly forger: ReturnType<typeof samlify.IdentityProvider>;
  private counter = 0;

  constructor(options: { entityId?: string; ssoUrl?: string } = {}) {
    this.entityId = options.entityId ?? 'https://idp.test/saml';
    this.ssoUrl = options.ssoUrl ?? 'https://idp.test/sso';
    const settings = {
      entityID: this.entityId,
      signingCert: KEYS.idp.cert,
      singleSignOnService: [{ Binding: REDIRECT, Location: this.ssoUrl }],
      wantAuthnRequestsSigned: false,
      isAssertionEncrypted: false,
    };
    this.idp = samlify.IdentityProvider({ ...settings, privateKey: KEYS.idp.key });
    // Names itself as the real provider, signs with another key.
    this.forger = samlify.IdentityProvider({ ...settings, privateKey: KEYS.forger.key });
  }

  /** The IdP metadata staff paste into Setup (entity ID, SSO address, signing certificate). */
  get metadata(): string {
    return this.idp.getMetadata();
  }

  /**
   * The base64 SAMLResponse (HTTP-POST binding) answering `request` of the SP whose metadata is `spMetadata`,
   * issued at `now` (the SP's clock in the test).
   */
  async respond(
    spMetadata: string,
    request: { id: string; acsUrl: string },
    user: TestUser,
    now: Date,
    spoil: Spoil = {},
  ): Promise<string> {
    const sp = samlify.ServiceProvider({ metadata: spMetadata });
    const issued = now.toISOString();
    const until = new Date(now.getTime() + (spoil.lifetimeSeconds ?? 300) * 1000).toISOString();
    const n = ++this.counter;
    const statements = (template: string) =>
      template
        .replace(
          '{AuthnStatement}',
          `<saml:AuthnStatement AuthnInstant="${issued}" SessionIndex="_s${n}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:Password</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>`,
        )
        .replace('{AttributeStatement}', user.attributes ? attributeStatement(user.attributes) : '');
    const tags = (template: string) => ({
      id: `_resp${n}${Date.now()}`,
      // The statements are XML: put in before replaceTagsByValue, which escapes the values it fills in.
      context: samlify.SamlLib.replaceTagsByValue(statements(template), {
        ID: `_resp-${n}-${now.getTime()}-${Math.random().toString(36).slice(2)}`,
        AssertionID: `_assert-${n}-${now.getTime()}-${Math.random().toString(36).slice(2)}`,
        Destination: request.acsUrl,
        Audience: spoil.audience ?? sp.entityMeta.getEntityID(),
        SubjectRecipient: spoil.recipient ?? request.acsUrl,
        NameIDFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified',
        NameID: user.nameId,
        Issuer: this.entityId,
        IssueInstant: issued,
        StatusCode: 'urn:oasis:names:tc:SAML:2.0:status:Success',
        ConditionsNotBefore: issued,
        ConditionsNotOnOrAfter: until,
        SubjectConfirmationDataNotOnOrAfter: until,
        InResponseTo: request.id,
      }),
    });
    if (spoil.unsigned) {
      return Buffer.from(tags(samlify.SamlLib.defaultLoginResponseTemplate.context).context).toString('base64');
    }
    const signer = spoil.forged ? this.forger : this.idp;
    const response = await signer.createLoginResponse(
      sp,
      { extract: { request: { id: request.id } } } as never,
      'post',
      {},
      tags,
    );
    return response.context;
  }
}
