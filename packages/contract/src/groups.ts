import { z } from 'zod';
import { ZIdSchema } from './common';

/**
 * Groups of people (issue 36, decision 230): from an identity provider (SCIM, the OIDC or SAML groups claim) or
 * made by hand in Setup. Only manual groups are changed in Setup; the others follow their provider.
 */
export const GROUP_SOURCES = ['scim', 'oidc', 'saml', 'manual'] as const;
export type TGroupSource = (typeof GROUP_SOURCES)[number];
export const GROUP_NAME_MAX = 200;

export const ZGroupSchema = z.object({
  id: z.number().int(),
  display_name: z.string(),
  source: z.enum(GROUP_SOURCES),
  external_id: z.string().nullable(),
  member_count: z.number().int(),
});
export type TGroup = z.infer<typeof ZGroupSchema>;
export const ZGroupListSchema = z.array(ZGroupSchema);

export const ZGroupMemberSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  is_active: z.boolean(),
});
export type TGroupMember = z.infer<typeof ZGroupMemberSchema>;
export const ZGroupDetailSchema = ZGroupSchema.extend({ members: z.array(ZGroupMemberSchema) });
export type TGroupDetail = z.infer<typeof ZGroupDetailSchema>;

export const ZGroupSaveSchema = z.object({ display_name: z.string().trim().min(1).max(GROUP_NAME_MAX) });
export type TGroupSave = z.infer<typeof ZGroupSaveSchema>;
export const ZGroupMemberAddSchema = z.object({ user_id: ZIdSchema });
export const ZGroupMemberParamsSchema = z.object({ id: ZIdSchema, userId: ZIdSchema });

/** SCIM provisioning tokens (decision 231): `fxs_` and 256 random bits, shown once, kept as a SHA-256. */
export const SCIM_TOKEN_PREFIX = 'fxs_';
export const ZScimTokenCreateSchema = z.object({ name: z.string().trim().min(1).max(100) });
export type TScimTokenCreate = z.infer<typeof ZScimTokenCreateSchema>;
export const ZScimTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  hint: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type TScimToken = z.infer<typeof ZScimTokenSchema>;
export const ZScimTokenListSchema = z.array(ZScimTokenSchema);
export const ZScimTokenCreatedSchema = ZScimTokenSchema.extend({ token: z.string() });
export type TScimTokenCreated = z.infer<typeof ZScimTokenCreatedSchema>;
