import { ErrorCode, type TSamlSetup, type TSamlSetupUpdate } from '@flexapp/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors';
import { recordAudit } from '../setup';
import { readIdpMetadata } from './saml-metadata';
import { endpointsOf } from './saml.service';
import { activePasswordUser, findProvider, saveProvider } from './saml.repository';

type App = Pick<FastifyInstance, 'db' | 'clock'>;

/** Seconds the metadata address gets to answer; the most metadata read from it. */
const METADATA_TIMEOUT_MS = 10_000;
const METADATA_MAX_BYTES = 1_000_000;

/** Reads the provider's metadata from its address (http or https). */
async function fetchMetadata(url: string): Promise<string> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(METADATA_TIMEOUT_MS), redirect: 'follow' });
    if (!response.ok) throw new Error(`status ${response.status}`);
    const text = await response.text();
    if (text.length > METADATA_MAX_BYTES) throw new AppError(ErrorCode.SAML_METADATA_INVALID);
    return text;
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError(ErrorCode.SAML_METADATA_UNREACHABLE);
  }
}

/** The SAML setup as Setup shows it. */
export async function samlSetup(app: App, origin: string): Promise<TSamlSetup> {
  const idp = await findProvider(app.db);
  const sp = endpointsOf(origin);
  return {
    provider: idp
      ? {
          name: idp.name,
          entity_id: idp.entity_id,
          sso_url: idp.sso_url,
          certificate_count: idp.certificates.length,
          metadata_url: idp.metadata_url,
          attribute_email: idp.attribute_email,
          attribute_first_name: idp.attribute_first_name,
          attribute_last_name: idp.attribute_last_name,
          attribute_language: idp.attribute_language,
          attribute_groups: idp.attribute_groups,
          attribute_external_id: idp.attribute_external_id,
          just_in_time: idp.just_in_time,
          only_sso: idp.only_sso,
          break_glass_username: idp.break_glass_username,
          updated_at: idp.updated_at.toISOString(),
        }
      : null,
    service_provider: { entity_id: sp.spEntityId, acs_url: sp.acsUrl, metadata_url: sp.metadataUrl },
  };
}

/**
 * Staff set the identity provider from its metadata (an address, read now, or the XML) and the rules. The
 * break-glass account must be an active user with a password, so "only through the identity provider" cannot
 * lock everyone out (decision 236).
 */
export async function saveSamlSetup(app: App, userId: number, body: TSamlSetupUpdate, origin: string) {
  const xml = body.metadata_url ? await fetchMetadata(body.metadata_url) : body.metadata_xml!;
  const metadata = readIdpMetadata(xml);
  if (!metadata) throw new AppError(ErrorCode.SAML_METADATA_INVALID);
  if (body.break_glass_username && !(await activePasswordUser(app.db, body.break_glass_username)))
    throw new AppError(ErrorCode.SAML_BREAK_GLASS_UNKNOWN);
  await app.db.transaction().execute(async (trx) => {
    await saveProvider(trx, {
      name: body.name,
      entity_id: metadata.entityId,
      sso_url: metadata.ssoUrl,
      certificates: metadata.certificates,
      metadata_url: body.metadata_url,
      attribute_email: body.attribute_email,
      attribute_first_name: body.attribute_first_name,
      attribute_last_name: body.attribute_last_name,
      attribute_language: body.attribute_language,
      attribute_groups: body.attribute_groups,
      attribute_external_id: body.attribute_external_id,
      just_in_time: body.just_in_time,
      only_sso: body.only_sso,
      break_glass_username: body.break_glass_username,
      updated_by: userId,
      updated_at: app.clock.now(),
    });
    await recordAudit(trx, {
      at: app.clock.now(),
      userId,
      action: 'saml.update',
      entityType: 'settings',
      details: { entity_id: metadata.entityId, only_sso: body.only_sso, just_in_time: body.just_in_time },
    });
  });
  return samlSetup(app, origin);
}
