/**
 * The SAML identity provider of the end-to-end journey: a small HTTP server around the test IdP of the API
 * tests (samlify, test-only keys). GET /sso takes the AuthnRequest (HTTP-Redirect binding) and answers a page
 * that posts the signed Response to the ACS by itself (HTTP-POST binding), as a real provider's page does.
 */
import { createServer, type Server } from 'node:http';
import { readAuthnRequest, type Spoil, TestIdp, type TestUser } from '../apps/api/test/saml-test-idp';

const appPort = Number(process.env.E2E_PORT ?? 8181);
export const SAML_IDP_PORT = Number(process.env.E2E_SAML_PORT ?? appPort + 2000);
export const SAML_IDP_URL = `http://127.0.0.1:${SAML_IDP_PORT}`;

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export interface RunningIdp {
  idp: TestIdp;
  /** Who signs in next, and how the answer is spoiled (none: a good answer). */
  next: { user: TestUser; spoil: Spoil };
  close(): Promise<void>;
}

/** Starts the provider; `spMetadata` is the app's SP metadata, `now` the app's clock. */
export async function startSamlIdp(spMetadata: string, now: () => Date): Promise<RunningIdp> {
  const idp = new TestIdp({ entityId: `${SAML_IDP_URL}/metadata`, ssoUrl: `${SAML_IDP_URL}/sso` });
  const running: RunningIdp = { idp, next: { user: { nameId: 'nobody' }, spoil: {} }, close: async () => {} };
  const server: Server = createServer((req, res) => {
    void (async () => {
      try {
        const request = readAuthnRequest(`${SAML_IDP_URL}${req.url}`);
        const response = await idp.respond(spMetadata, request, running.next.user, now(), running.next.spoil);
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
          `<!doctype html><html lang="en"><head><title>Test identity provider</title></head><body>
<form method="post" action="${escape(request.acsUrl)}"><input type="hidden" name="SAMLResponse" value="${escape(response)}">
<noscript><button>Continue</button></noscript></form><script>document.forms[0].submit()</script></body></html>`,
        );
      } catch (err) {
        res.writeHead(400, { 'content-type': 'text/plain' }).end(String(err));
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(SAML_IDP_PORT, '127.0.0.1', resolve));
  running.close = () => new Promise((resolve) => server.close(() => resolve()));
  return running;
}
