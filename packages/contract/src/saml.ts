import { z } from 'zod';

/** SAML 2.0 sign-in (issue 36, decisions 235-237). */

/** What the sign-in screen needs: whether SAML is set up, the provider's name, and whether passwords are off. */
export const ZSamlStatusSchema = z.object({
  enabled: z.boolean(),
  name: z.string().nullable(),
  only_sso: z.boolean(),
});
export type TSamlStatus = z.infer<typeof ZSamlStatusSchema>;

/** The one-time code the ACS hands to the browser app, exchanged once for a session token. */
export const ZSamlTokenRequestSchema = z.object({ code: z.string().min(20).max(100) });
export type TSamlTokenRequest = z.infer<typeof ZSamlTokenRequestSchema>;

const attribute = z.string().trim().min(1).max(300);

/** The default name of the attribute carrying the SCIM externalId (decision 352). */
export const SAML_EXTERNAL_ID_ATTRIBUTE = 'externalId';
/** An attribute name: a plain name or a URI (`http://schemas.example.com/claims/id`, `urn:oid:1.2.3`). */
export const SAML_ATTRIBUTE_NAME_RE = /^[A-Za-z0-9_.:/#-]*$/;

/** The externalId attribute (decision 403): up to 300 characters of a name or URI; empty: the NameID only. */
export const ZSamlExternalIdAttributeSchema = z
  .string()
  .trim()
  .max(300, 'saml.attribute_external_id_too_long')
  .regex(SAML_ATTRIBUTE_NAME_RE, 'saml.attribute_external_id_invalid');

/** Staff's SAML setup: the provider's metadata (an address or the XML), its name, the attributes, the rules. */
export const ZSamlSetupUpdateSchema = z
  .object({
    name: z.string().trim().min(1).max(100),
    metadata_url: z
      .string()
      .trim()
      .url({ protocol: /^https?$/ })
      .max(2000)
      .nullable(),
    metadata_xml: z.string().trim().min(1).max(200_000).nullable(),
    attribute_email: attribute,
    attribute_first_name: attribute,
    attribute_last_name: attribute,
    attribute_language: attribute,
    attribute_groups: attribute,
    attribute_external_id: ZSamlExternalIdAttributeSchema.default(SAML_EXTERNAL_ID_ATTRIBUTE),
    just_in_time: z.boolean(),
    only_sso: z.boolean(),
    break_glass_username: z.string().trim().min(1).max(150).nullable(),
  })
  .strict()
  .refine((v) => (v.metadata_url === null) !== (v.metadata_xml === null), {
    message: 'saml.metadata_one',
    path: ['metadata_xml'],
  })
  .refine((v) => !v.only_sso || v.break_glass_username !== null, {
    message: 'saml.break_glass_required',
    path: ['break_glass_username'],
  });
export type TSamlSetupUpdate = z.infer<typeof ZSamlSetupUpdateSchema>;

/** The SAML setup as Setup shows it, with what was read from the metadata and what the provider needs of us. */
export const ZSamlSetupSchema = z.object({
  provider: z
    .object({
      name: z.string(),
      entity_id: z.string(),
      sso_url: z.string(),
      certificate_count: z.number().int(),
      metadata_url: z.string().nullable(),
      attribute_email: z.string(),
      attribute_first_name: z.string(),
      attribute_last_name: z.string(),
      attribute_language: z.string(),
      attribute_groups: z.string(),
      attribute_external_id: z.string(),
      just_in_time: z.boolean(),
      only_sso: z.boolean(),
      break_glass_username: z.string().nullable(),
      updated_at: z.string(),
    })
    .nullable(),
  service_provider: z.object({ entity_id: z.string(), acs_url: z.string(), metadata_url: z.string() }),
});
export type TSamlSetup = z.infer<typeof ZSamlSetupSchema>;
