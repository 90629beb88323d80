import { z } from 'zod';

/**
 * What an API token may do (issue 39, decision 210). Each route under /api needs one scope, or none that a token
 * can hold (signing in and out, the live events stream, managing tokens): apps/api/src/lib/token-scopes.ts.
 * Scopes never widen the owner's role: a token of an employee with `reports:read` still gets 403 on staff routes.
 */
export const API_TOKEN_SCOPES = [
  'bookings:read',
  'bookings:write',
  'profile:read',
  'profile:write',
  'reports:read',
  'setup:read',
  'setup:write',
] as const;
export type TApiTokenScope = (typeof API_TOKEN_SCOPES)[number];
/** Scopes only staff may give a token (their routes are staff-only). */
export const STAFF_ONLY_SCOPES: readonly TApiTokenScope[] = ['reports:read', 'setup:read', 'setup:write'];

/** The visible start of every API token: tells it apart from a session's JWT in `Authorization: Bearer`. */
export const API_TOKEN_PREFIX = 'fxp_';
export const API_TOKEN_NAME_MAX = 100;
/** Requests per minute of a token unless it says otherwise. */
export const API_TOKEN_DEFAULT_RATE_LIMIT = 600;

export const ZApiTokenScopeSchema = z.enum(API_TOKEN_SCOPES);

export const ZApiTokenCreateSchema = z.object({
  name: z.string().trim().min(1).max(API_TOKEN_NAME_MAX),
  scopes: z
    .array(ZApiTokenScopeSchema)
    .min(1)
    .max(API_TOKEN_SCOPES.length)
    .refine((list) => new Set(list).size === list.length, 'Each scope once.'),
  /** The instant the token stops working (ISO 8601 with offset); null or absent: it does not expire. */
  expires_at: z.iso.datetime({ offset: true }).nullable().optional(),
  /** Requests per minute (default 600). */
  rate_limit: z.number().int().min(1).max(10_000).optional(),
});
export type TApiTokenCreate = z.infer<typeof ZApiTokenCreateSchema>;

/** A token as it is listed: never the token itself, only its first characters. */
export const ZApiTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The first characters of the token (`fxp_ab12`), to recognise it. */
  hint: z.string(),
  scopes: z.array(ZApiTokenScopeSchema),
  rate_limit: z.number().int(),
  created_at: z.string(),
  expires_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
  expired: z.boolean(),
});
export type TApiToken = z.infer<typeof ZApiTokenSchema>;
export const ZApiTokenListSchema = z.array(ZApiTokenSchema);

/** The answer to creating a token: the only time the token itself is shown. */
export const ZApiTokenCreatedSchema = ZApiTokenSchema.extend({ token: z.string() });
export type TApiTokenCreated = z.infer<typeof ZApiTokenCreatedSchema>;

/** A service account (decision 211): an account only API tokens act as, kept by staff in Setup. */
export const ZServiceAccountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  active: z.boolean(),
  tokens: ZApiTokenListSchema,
});
export type TServiceAccount = z.infer<typeof ZServiceAccountSchema>;
export const ZServiceAccountListSchema = z.array(ZServiceAccountSchema);
/** A new service account and its first token (named as the account). */
export const ZServiceAccountCreateSchema = ZApiTokenCreateSchema;
export const ZServiceAccountCreatedSchema = ZServiceAccountSchema.extend({ token: ZApiTokenCreatedSchema });
export type TServiceAccountCreated = z.infer<typeof ZServiceAccountCreatedSchema>;
