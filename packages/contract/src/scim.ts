import { z } from 'zod';

/**
 * SCIM 2.0 (RFC 7643/7644) resources as flexapp reads them from an identity provider (issue 36, decision 232).
 * Lenient where providers differ: booleans may come as strings ("False", Entra ID), unknown attributes
 * (enterprise extension, phone numbers) are accepted and ignored.
 */
export const SCIM_SCHEMA = {
  user: 'urn:ietf:params:scim:schemas:core:2.0:User',
  group: 'urn:ietf:params:scim:schemas:core:2.0:Group',
  listResponse: 'urn:ietf:params:scim:api:messages:2.0:ListResponse',
  patchOp: 'urn:ietf:params:scim:api:messages:2.0:PatchOp',
  error: 'urn:ietf:params:scim:api:messages:2.0:Error',
  serviceProviderConfig: 'urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig',
  resourceType: 'urn:ietf:params:scim:schemas:core:2.0:ResourceType',
  schema: 'urn:ietf:params:scim:schemas:core:2.0:Schema',
} as const;

/** The largest page a list answers (ServiceProviderConfig filter.maxResults). */
export const SCIM_MAX_RESULTS = 200;

/** A boolean, or the strings "true"/"false" in any case (Entra ID sends "False"). */
export const ZScimBooleanSchema = z.union([
  z.boolean(),
  z
    .string()
    .regex(/^(true|false)$/i)
    .transform((s) => s.toLowerCase() === 'true'),
]);

const text = (max: number) => z.string().trim().max(max);

export const ZScimUserInputSchema = z
  .object({
    userName: text(150).min(1),
    externalId: text(200).min(1).nullish(),
    name: z
      .object({ givenName: text(100).nullish(), familyName: text(100).nullish(), formatted: z.string().nullish() })
      .loose()
      .nullish(),
    displayName: text(200).nullish(),
    emails: z
      .array(
        z
          .object({
            value: z.string().trim().email().max(254),
            primary: ZScimBooleanSchema.optional(),
            type: z.string().optional(),
          })
          .loose(),
      )
      .nullish(),
    preferredLanguage: z.string().max(35).nullish(),
    active: ZScimBooleanSchema.optional(),
  })
  .loose();
export type TScimUserInput = z.infer<typeof ZScimUserInputSchema>;

export const ZScimGroupInputSchema = z
  .object({
    displayName: text(200).min(1),
    externalId: text(200).min(1).nullish(),
    members: z.array(z.object({ value: z.string().min(1).max(20) }).loose()).nullish(),
  })
  .loose();
export type TScimGroupInput = z.infer<typeof ZScimGroupInputSchema>;

export const ZScimPatchSchema = z.object({
  schemas: z.array(z.string()).refine((s) => s.includes(SCIM_SCHEMA.patchOp), 'PatchOp schema missing'),
  Operations: z
    .array(
      z
        .object({
          op: z.string().regex(/^(add|replace|remove)$/i),
          path: z.string().min(1).max(500).optional(),
          value: z.unknown().optional(),
        })
        .loose(),
    )
    .min(1)
    .max(1000),
});
export type TScimPatch = z.infer<typeof ZScimPatchSchema>;
