import type { TestContext } from '../helpers';

/** A SCIM client over app.inject: bearer token, `application/scim+json` bodies. */
export function scimClient(ctx: TestContext, token: string) {
  return (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    body?: unknown,
    contentType?: string,
    headers: Record<string, string> = {},
  ) =>
    ctx.app.inject({
      method,
      url: `/scim/v2${path}`,
      headers: {
        ...headers,
        authorization: `Bearer ${token}`,
        ...(body !== undefined ? { 'content-type': contentType ?? 'application/scim+json' } : {}),
      },
      ...(body !== undefined ? { payload: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    });
}
export type ScimCall = ReturnType<typeof scimClient>;

/** A SCIM token made by staff in Setup (the way an administrator gets one). */
export async function makeScimToken(
  ctx: TestContext,
  staff: string,
  name: string,
): Promise<{ id: number; token: string }> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/setup/scim-tokens',
    headers: { authorization: staff },
    payload: { name },
  });
  if (res.statusCode !== 201) throw new Error(`token: ${res.statusCode} ${res.body}`);
  return res.json();
}

export const USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const GROUP = 'urn:ietf:params:scim:schemas:core:2.0:Group';
export const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
export const ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';

export const scimUser = (userName: string, extra: Record<string, unknown> = {}) => ({
  schemas: [USER],
  userName,
  name: { givenName: 'Given', familyName: 'Family' },
  emails: [{ value: userName.includes('@') ? userName : `${userName}@example.com`, type: 'work', primary: true }],
  active: true,
  ...extra,
});
