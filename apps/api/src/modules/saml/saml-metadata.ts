import { X509Certificate } from 'node:crypto';
import { DOMParser } from '@xmldom/xmldom';

const MD = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DS = 'http://www.w3.org/2000/09/xmldsig#';
const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

/** What flexapp needs of an identity provider, read from its SAML 2.0 metadata. */
export interface IdpMetadata {
  entityId: string;
  ssoUrl: string;
  /** PEM certificates whose keys may sign assertions (KeyDescriptor use="signing" or without use). */
  certificates: string[];
}

/** Parses XML, or null when it is not well-formed. xmldom resolves no external entities. */
export function parseXml(xml: string): Document | null {
  let failed = false;
  const onError = () => {
    failed = true;
  };
  const doc = new DOMParser({
    errorHandler: { warning: () => {}, error: onError, fatalError: onError },
  }).parseFromString(xml, 'text/xml');
  return failed || !doc?.documentElement ? null : (doc as unknown as Document);
}

const pemOf = (base64: string) =>
  `-----BEGIN CERTIFICATE-----\n${base64.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----\n`;

/** A certificate from metadata as PEM, or null when it is no X.509 certificate. */
function certificateOf(text: string): string | null {
  const base64 = text.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+=*$/.test(base64)) return null;
  const pem = pemOf(base64);
  try {
    new X509Certificate(pem);
    return pem;
  } catch {
    return null;
  }
}

/**
 * The entity ID, the HTTP-Redirect single sign-on address and the signing certificates of the first identity
 * provider in the metadata (an EntityDescriptor, or an EntitiesDescriptor holding one); null when one is missing.
 */
export function readIdpMetadata(xml: string): IdpMetadata | null {
  const doc = parseXml(xml);
  if (!doc) return null;
  const idp = Array.from(doc.getElementsByTagNameNS(MD, 'IDPSSODescriptor'))[0];
  const entity = idp?.parentNode as Element | null;
  if (!idp || !entity || entity.localName !== 'EntityDescriptor') return null;
  const entityId = entity.getAttribute('entityID')?.trim();
  const sso = Array.from(idp.getElementsByTagNameNS(MD, 'SingleSignOnService')).find(
    (s) => s.getAttribute('Binding') === REDIRECT,
  );
  const ssoUrl = sso?.getAttribute('Location')?.trim();
  const certificates = Array.from(idp.getElementsByTagNameNS(MD, 'KeyDescriptor'))
    .filter((k) => (k.getAttribute('use') || 'signing') === 'signing')
    .flatMap((k) => Array.from(k.getElementsByTagNameNS(DS, 'X509Certificate')))
    .map((c) => certificateOf(c.textContent ?? ''));
  if (!entityId || !ssoUrl || !/^https?:\/\//.test(ssoUrl)) return null;
  if (certificates.length === 0 || certificates.some((c) => c === null)) return null;
  return { entityId, ssoUrl, certificates: certificates as string[] };
}
