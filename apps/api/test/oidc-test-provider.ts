/**
 * A real OpenID Connect provider (the `oidc-provider` package) for tests: one
 * confidential client, a few accounts, and a plain HTML sign-in page at
 * /interaction/:uid. Runs on a loopback port. `tamper.audience` makes the token
 * endpoint hand out ID tokens (correctly signed with the provider's own key)
 * for another audience, to prove the client checks the audience.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, decodeJwt } from 'jose';
import Provider from 'oidc-provider';

export interface TestAccount {
  password: string;
  email?: string;
  given_name: string;
  family_name: string;
  preferred_username?: string;
  /** The `groups` claim, sent for the `groups` scope; absent: no claim at all. */
  groups?: string[];
}

export interface TestProviderOptions {
  port?: number;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  accounts: Record<string, TestAccount>;
}

export interface TestProvider {
  issuer: string;
  tamper: { audience: string | null };
  close(): Promise<void>;
}

const page = (uid: string, error = '') => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Test identity provider</title>
<style>body{font-family:sans-serif;max-width:360px;margin:64px auto}label,input,button{display:block;width:100%;margin:8px 0}input,button{padding:8px}</style>
</head><body><h1>Corporate sign-in</h1>${error ? `<p role="alert">${error}</p>` : ''}
<form method="post" action="/interaction/${uid}/login">
<label>Username <input name="username" autocomplete="username" required></label>
<label>Password <input name="password" type="password" autocomplete="current-password" required></label>
<button type="submit">Sign in</button></form></body></html>`;

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) body += chunk;
  return new URLSearchParams(body);
}

export async function startTestProvider(options: TestProviderOptions): Promise<TestProvider> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const tamper: TestProvider['tamper'] = { audience: null };

  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [jwk as never] },
    cookies: { keys: ['test-provider-cookie-key'] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'preferred_username'],
      groups: ['groups'],
    },
    conformIdTokenClaims: false,
    ttl: { Interaction: 600, Grant: 600, Session: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx: unknown, sub: string) {
      const account = options.accounts[sub];
      if (!account) return undefined;
      return {
        accountId: sub,
        async claims() {
          return {
            sub,
            email: account.email,
            email_verified: true,
            given_name: account.given_name,
            family_name: account.family_name,
            name: `${account.given_name} ${account.family_name}`,
            preferred_username: account.preferred_username ?? sub,
            ...(account.groups ? { groups: account.groups } : {}),
          };
        },
      };
    },
  });

  provider.use(async (ctx, next) => {
    await next();
    if (
      tamper.audience &&
      ctx.path === '/token' &&
      ctx.body &&
      typeof ctx.body === 'object' &&
      'id_token' in ctx.body
    ) {
      const body = ctx.body as { id_token: string };
      const claims = decodeJwt(body.id_token);
      body.id_token = await new SignJWT({ ...claims, aud: tamper.audience })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key', typ: 'JWT' })
        .sign(privateKey);
    }
  });

  const handle = provider.callback();
  server.on('request', async (req, res) => {
    const match = /^\/interaction\/([^/?]+)(\/login)?/.exec(req.url ?? '');
    if (!match) return handle(req, res);
    try {
      const details = await provider.interactionDetails(req, res);
      if (req.method === 'GET') {
        res.setHeader('content-type', 'text/html; charset=utf-8');
        return res.end(page(details.uid));
      }
      const form = await readForm(req);
      const sub = form.get('username') ?? '';
      const account = options.accounts[sub];
      if (!account || account.password !== form.get('password')) {
        res.statusCode = 401;
        res.setHeader('content-type', 'text/html; charset=utf-8');
        return res.end(page(details.uid, 'Wrong username or password'));
      }
      const grant = new provider.Grant({ accountId: sub, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope ?? 'openid'));
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: sub }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    } catch (err) {
      res.statusCode = 400;
      res.end(String(err));
    }
  });

  return {
    issuer,
    tamper,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Signs in at the provider like a browser would (cookie jar, following
 * redirects by hand) and returns the query of the final redirect to our app.
 */
export async function signInAtProvider(
  authorizationUrl: string,
  username: string,
  password: string,
): Promise<URLSearchParams> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const keep = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
  };
  let url = authorizationUrl;
  const origin = new URL(authorizationUrl).origin;
  for (let hop = 0; hop < 10; hop++) {
    if (!url.startsWith(origin)) return new URL(url).searchParams;
    let res: Response;
    if (/\/interaction\/[^/]+$/.test(new URL(url).pathname)) {
      keep(await fetch(url, { headers: { cookie: cookieHeader() }, redirect: 'manual' }));
      res = await fetch(`${url}/login`, {
        method: 'POST',
        headers: { cookie: cookieHeader(), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username, password }).toString(),
        redirect: 'manual',
      });
    } else {
      res = await fetch(url, { headers: { cookie: cookieHeader() }, redirect: 'manual' });
    }
    keep(res);
    const location = res.headers.get('location');
    if (!location)
      throw new Error(`provider stopped at ${url} with ${res.status}: ${(await res.text()).slice(0, 300)}`);
    url = new URL(location, url).href;
  }
  throw new Error('too many redirects at the provider');
}
