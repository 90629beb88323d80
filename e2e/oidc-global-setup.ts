import { startTestProvider } from '../apps/api/test/oidc-test-provider';
import { OIDC_ACCOUNTS, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_PORT } from './oidc';

/** Starts a real OpenID Connect provider beside the e2e server for the single sign-on journey. */
export default async function globalSetup() {
  const appPort = Number(process.env.E2E_PORT ?? 8181);
  const provider = await startTestProvider({
    port: OIDC_PORT,
    clientId: OIDC_CLIENT_ID,
    clientSecret: OIDC_CLIENT_SECRET,
    redirectUris: [`http://localhost:${appPort}/login`, `http://127.0.0.1:${appPort}/login`],
    accounts: OIDC_ACCOUNTS,
  });
  return () => provider.close();
}
