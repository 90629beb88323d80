/** The local identity provider the end-to-end suite signs in at (see oidc-global-setup.ts). */
const appPort = Number(process.env.E2E_PORT ?? 8181);
export const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? appPort + 1000);
export const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PORT}`;
export const OIDC_CLIENT_ID = 'flexapp-e2e';
/** A fixed test value; the e2e server gets it as OIDC_CLIENT_SECRET. */
export const OIDC_CLIENT_SECRET = 'e2e-oidc-client-secret-not-for-production';
export const OIDC_ACCOUNTS = {
  'sso.staff': { password: 'sso-staff-pw', email: 'staff@example.com', given_name: 'Sanne', family_name: 'Bakker' },
  'sso.newcomer': { password: 'sso-new-pw', email: 'newcomer@corp.example', given_name: 'Nora', family_name: 'Nieuw' },
};
