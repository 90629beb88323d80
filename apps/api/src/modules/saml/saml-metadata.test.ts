import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readIdpMetadata } from './saml-metadata';

const cert = (name: string) =>
  readFileSync(new URL(`../../../test/fixtures/saml/${name}.crt`, import.meta.url), 'utf8')
    .replace(/-----[A-Z ]+-----/g, '')
    .replace(/\s+/g, '');

const metadata = (keys: string, sso = 'https://idp.example/sso') => `<?xml version="1.0"?>
<md:EntitiesDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#">
  <md:EntityDescriptor entityID="https://idp.example/entity">
    <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
      ${keys}
      <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="https://idp.example/post"/>
      <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${sso}"/>
    </md:IDPSSODescriptor>
  </md:EntityDescriptor>
</md:EntitiesDescriptor>`;
const key = (use: string | null, name: string) =>
  `<md:KeyDescriptor${use ? ` use="${use}"` : ''}><ds:KeyInfo><ds:X509Data><ds:X509Certificate>
${cert(name)}
</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>`;

describe('reading IdP metadata', () => {
  it('takes the entity ID, the HTTP-Redirect address and the signing certificates, not the encryption one', () => {
    const read = readIdpMetadata(metadata(key('signing', 'idp') + key(null, 'forger') + key('encryption', 'idp')));
    expect(read?.entityId).toBe('https://idp.example/entity');
    expect(read?.ssoUrl).toBe('https://idp.example/sso');
    expect(read?.certificates).toHaveLength(2);
    expect(read?.certificates[0]).toMatch(/^-----BEGIN CERTIFICATE-----\n/);
  });

  it('refuses metadata without a signing certificate, with a broken one, or without an http(s) address', () => {
    expect(readIdpMetadata(metadata(key('encryption', 'idp')))).toBeNull();
    expect(readIdpMetadata(metadata(key('signing', 'idp').replace(/MII/, 'xx')))).toBeNull();
    expect(readIdpMetadata(metadata(key('signing', 'idp'), 'javascript:alert(1)'))).toBeNull();
    expect(readIdpMetadata('<md:EntityDescriptor')).toBeNull();
  });
});
