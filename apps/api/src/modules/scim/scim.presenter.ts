import { SCIM_SCHEMA } from '@flexapp/contract';
import { contentVersion } from './scim-etag';
import type { ScimUserRow } from './scim-users.repository';

/** meta with the resource's version, its ETag (RFC 7644 §3.14, decision 351). */
const meta = (resourceType: string, location: string, created: Date, modified: Date, version: string) => ({
  resourceType,
  created: created.toISOString(),
  lastModified: modified.toISOString(),
  location,
  version,
});

export function presentScimUser(
  row: ScimUserRow,
  groups: { id: number; display_name: string }[],
  base: string,
): Record<string, unknown> & { meta: ReturnType<typeof meta> } {
  const content = {
    schemas: [SCIM_SCHEMA.user],
    id: String(row.id),
    ...(row.external_id ? { externalId: row.external_id } : {}),
    userName: row.username,
    name: {
      givenName: row.first_name,
      familyName: row.last_name,
      formatted: `${row.first_name} ${row.last_name}`.trim(),
    },
    displayName: `${row.first_name} ${row.last_name}`.trim(),
    emails: row.email ? [{ value: row.email, type: 'work', primary: true }] : [],
    preferredLanguage: row.language,
    active: row.is_active,
    groups: groups.map((g) => ({ value: String(g.id), display: g.display_name, $ref: `${base}/Groups/${g.id}` })),
  };
  return {
    ...content,
    meta: meta('User', `${base}/Users/${row.id}`, row.created_at, row.updated_at, contentVersion(content)),
  };
}

export type ScimGroupRow = {
  id: number;
  display_name: string;
  external_id: string | null;
  created_at: Date;
  updated_at: Date;
};

type Member = { id: number; first_name: string; last_name: string };

/**
 * A group, with its members unless the client excluded them (`shown` false); its version is of its name,
 * externalId and member ids either way (decision 351).
 */
export function presentScimGroup(
  row: ScimGroupRow,
  allMembers: Member[],
  base: string,
  shown = true,
): Record<string, unknown> & { meta: ReturnType<typeof meta> } {
  const members = shown ? allMembers : null;
  const version = contentVersion({
    displayName: row.display_name,
    externalId: row.external_id,
    members: allMembers.map((m) => m.id).sort((a, b) => a - b),
  });
  return {
    schemas: [SCIM_SCHEMA.group],
    id: String(row.id),
    ...(row.external_id ? { externalId: row.external_id } : {}),
    displayName: row.display_name,
    ...(members
      ? {
          members: members.map((m) => ({
            value: String(m.id),
            display: `${m.first_name} ${m.last_name}`.trim(),
            $ref: `${base}/Users/${m.id}`,
          })),
        }
      : {}),
    meta: meta('Group', `${base}/Groups/${row.id}`, row.created_at, row.updated_at, version),
  };
}

export const listResponse = (total: number, startIndex: number, resources: unknown[]) => ({
  schemas: [SCIM_SCHEMA.listResponse],
  totalResults: total,
  startIndex,
  itemsPerPage: resources.length,
  Resources: resources,
});
