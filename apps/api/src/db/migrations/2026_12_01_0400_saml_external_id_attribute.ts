import { type Kysely, sql } from 'kysely';

/**
 * The SAML attribute that carries the SCIM externalId is a setting (decision 403): `externalId` as before
 * (decision 352), another name, or empty for the NameID only. Attribute names are URIs or plain names.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
ALTER TABLE saml_identity_provider
  ADD COLUMN attribute_external_id text NOT NULL DEFAULT 'externalId'
    CHECK (length(attribute_external_id) <= 300 AND attribute_external_id ~ '^[A-Za-z0-9_.:/#-]*$');`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE saml_identity_provider DROP COLUMN attribute_external_id;`.execute(db);
}
