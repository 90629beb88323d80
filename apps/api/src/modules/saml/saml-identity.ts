import type { Profile } from '@node-saml/node-saml';

/** The attribute names staff mapped (Setup), one per field. */
export interface AttributeMapping {
  attribute_email: string;
  attribute_first_name: string;
  attribute_last_name: string;
  attribute_language: string;
  attribute_groups: string;
  /** The attribute carrying the SCIM externalId; '' for the NameID only (decision 403). */
  attribute_external_id: string;
}

export interface SamlPerson {
  nameId: string;
  /** The person's SCIM externalId: the configured attribute (`externalId`), else the NameID (decisions 352, 403). */
  externalId: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  language: 'en' | 'nl' | null;
  groups: string[];
}

const values = (v: unknown): string[] =>
  (Array.isArray(v) ? v : [v]).map((x) => (typeof x === 'string' ? x.trim() : '')).filter((x) => x.length > 0);

const first = (v: unknown) => values(v)[0] ?? null;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A language attribute (en, nl, en-GB, nl_NL, NL) as a language flexapp speaks, else null. */
export function languageOf(v: string | null): 'en' | 'nl' | null {
  const code = v?.toLowerCase().slice(0, 2);
  return code === 'en' || code === 'nl' ? code : null;
}

/**
 * The person a validated assertion names: e-mail from its mapped attribute, else the NameID when it is an
 * address; names, language and group names from their mapped attributes (decision 237).
 */
export function personOf(profile: Profile, mapping: AttributeMapping): SamlPerson {
  const nameId = profile.nameID;
  const email = first(profile[mapping.attribute_email]) ?? (EMAIL.test(nameId) ? nameId : null);
  return {
    nameId,
    externalId: (
      (mapping.attribute_external_id ? first(profile[mapping.attribute_external_id]) : null) ?? nameId
    ).slice(0, 200),
    email: email && EMAIL.test(email) ? email.slice(0, 254) : null,
    firstName: first(profile[mapping.attribute_first_name])?.slice(0, 150) ?? null,
    lastName: first(profile[mapping.attribute_last_name])?.slice(0, 150) ?? null,
    language: languageOf(first(profile[mapping.attribute_language])),
    groups: [...new Set(values(profile[mapping.attribute_groups]))],
  };
}
