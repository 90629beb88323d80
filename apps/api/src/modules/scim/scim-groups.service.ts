import { ErrorCode, type TScimGroupInput, type TScimPatch, ZScimGroupInputSchema } from '@flexapp/contract';
import type { DbOrTrx } from '../../db/database';
import { AppError } from '../../lib/errors';
import {
  createProviderGroup,
  deleteProviderGroup,
  lockProviderGroup,
  providerGroupMembers,
  replaceProviderGroup,
  UnknownMembersError,
} from '../groups';
import { recordAudit } from '../setup';
import { ScimError, scimBadRequest, scimConflict, scimNotFound } from './scim-errors';
import { checkIfMatch } from './scim-etag';
import { groupFilterColumns, membersOfGroups, scimGroupPage, scimGroupRow } from './scim-groups.repository';
import { applyScimPatch } from './scim-patch';
import { type ScimListQuery, readScimResource, scimList } from './scim-list';
import { presentScimGroup } from './scim.presenter';
import type { ScimActor, ScimContext } from './scim-users.service';

const via = (token: ScimActor) => ({ via: 'scim', scim_token: token.name, scim_token_id: token.id });

export const readGroupInput = (body: unknown): TScimGroupInput => readScimResource(ZScimGroupInputSchema, body);

/** Member values are flexapp user ids; anything else is 400 invalidValue. */
function memberIdsOf(input: TScimGroupInput): number[] {
  return (input.members ?? []).map(({ value }) => {
    if (!/^\d{1,9}$/.test(value)) throw scimBadRequest('invalidValue', `members: ${value} is no User id.`);
    return Number(value);
  });
}

/** Errors of the groups module as SCIM errors; the transaction they end writes nothing. */
const asScim = (err: unknown) => {
  if (err instanceof UnknownMembersError)
    return scimBadRequest(
      'invalidValue',
      `members: no User with id ${err.ids.slice(0, 20).join(', ')}${err.ids.length > 20 ? ` and ${err.ids.length - 20} more` : ''}.`,
    );
  if (err instanceof AppError && err.code === ErrorCode.GROUP_NAME_TAKEN) return scimConflict('displayName is taken.');
  return err;
};

async function present(db: DbOrTrx, ctx: ScimContext, id: number, withMembers: boolean) {
  const row = await scimGroupRow(db, id);
  if (!row) throw scimNotFound('Group');
  return presentScimGroup(row, await providerGroupMembers(db, id), ctx.base, withMembers);
}

export const listScimGroups = (ctx: ScimContext, query: ScimListQuery, withMembers: boolean) =>
  scimList(query, {
    columns: groupFilterColumns,
    page: (where, offset, limit) => scimGroupPage(ctx.db, where, offset, limit),
    // Members are read even when excluded: a group's version covers them (decision 351).
    related: (ids) => membersOfGroups(ctx.db, ids),
    ownerOf: (member) => member.group_id,
    present: (row, members) => presentScimGroup(row, members, ctx.base, withMembers),
  });

export const getScimGroup = (ctx: ScimContext, id: number, withMembers: boolean) =>
  present(ctx.db, ctx, id, withMembers);

export async function createScimGroup(ctx: ScimContext, body: unknown) {
  const input = readGroupInput(body);
  const members = memberIdsOf(input);
  const id = await ctx.db
    .transaction()
    .execute(async (trx) => {
      const groupId = await createProviderGroup(trx, ctx.now, 'scim', {
        displayName: input.displayName,
        externalId: input.externalId ?? null,
        memberIds: members,
      });
      await recordAudit(trx, {
        at: ctx.now,
        userId: null,
        action: 'scim.group.create',
        entityType: 'group',
        entityId: groupId,
        details: { display_name: input.displayName, members: members.length, ...via(ctx.token) },
      });
      return groupId;
    })
    .catch((err) => {
      throw asScim(err);
    });
  return getScimGroup(ctx, id, true);
}

async function lockedGroup(trx: DbOrTrx, id: number) {
  const row = await lockProviderGroup(trx, id, 'scim');
  if (!row) throw scimNotFound('Group');
  return row;
}

async function writeGroup(trx: DbOrTrx, ctx: ScimContext, id: number, before: string, input: TScimGroupInput) {
  const { joined, left } = await replaceProviderGroup(trx, ctx.now, id, {
    displayName: input.displayName,
    externalId: input.externalId ?? null,
    memberIds: memberIdsOf(input),
  });
  await recordAudit(trx, {
    at: ctx.now,
    userId: null,
    action: 'scim.group.update',
    entityType: 'group',
    entityId: id,
    details: { before: { display_name: before }, display_name: input.displayName, joined, left, ...via(ctx.token) },
  });
}

/** Reads the locked group's version against If-Match (decision 351). */
const versionOf = (trx: DbOrTrx, ctx: ScimContext, id: number) => async () =>
  (await present(trx, ctx, id, true)).meta.version;

export async function replaceScimGroup(ctx: ScimContext, id: number, body: unknown, ifMatch?: string) {
  const input = readGroupInput(body);
  await ctx.db
    .transaction()
    .execute(async (trx) => {
      const current = await lockedGroup(trx, id);
      await checkIfMatch(ifMatch, versionOf(trx, ctx, id));
      await writeGroup(trx, ctx, id, current.display_name, input);
    })
    .catch((err) => {
      throw asScim(err);
    });
  return getScimGroup(ctx, id, true);
}

/** A member as its value alone (a User id, RFC 7643 §4.2). */
const valueOnly = (member: unknown) =>
  typeof member === 'object' && member !== null && 'value' in member ? { value: String(member.value) } : member;

/**
 * Members compared by their value (decision 447): scim-patch removes the array items equal to the given ones as a
 * whole, so `display` and `$ref` are left out of the group's members and of the values an operation on `members`
 * names. Entra ID's `Remove` of path `members` with a value list then removes those people.
 */
function membersByValue<R extends Record<string, unknown>>(resource: R, patch: TScimPatch) {
  const onMembers = (path: string | undefined) => path?.trim().toLowerCase() === 'members';
  return {
    resource: { ...resource, members: (Array.isArray(resource.members) ? resource.members : []).map(valueOnly) },
    patch: {
      ...patch,
      Operations: patch.Operations.map((op) =>
        onMembers(op.path) && op.value !== undefined
          ? { ...op, value: Array.isArray(op.value) ? op.value.map(valueOnly) : valueOnly(op.value) }
          : op,
      ),
    },
  };
}

/** PATCH in one transaction (issue 36): an operation that fails anywhere leaves the group as it was. */
export async function patchScimGroup(
  ctx: ScimContext,
  id: number,
  patch: TScimPatch,
  withMembers: boolean,
  ifMatch?: string,
) {
  await ctx.db
    .transaction()
    .execute(async (trx) => {
      const current = await lockedGroup(trx, id);
      const resource = await present(trx, ctx, id, true);
      await checkIfMatch(ifMatch, async () => resource.meta.version);
      const byValue = membersByValue(resource, patch);
      const patched = applyScimPatch(byValue.resource, byValue.patch);
      await writeGroup(trx, ctx, id, current.display_name, readGroupInput(patched));
    })
    .catch((err) => {
      throw err instanceof ScimError ? err : asScim(err);
    });
  return getScimGroup(ctx, id, withMembers);
}

export async function deleteScimGroup(ctx: ScimContext, id: number, ifMatch?: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const current = await lockedGroup(trx, id);
    await checkIfMatch(ifMatch, versionOf(trx, ctx, id));
    await deleteProviderGroup(trx, id);
    await recordAudit(trx, {
      at: ctx.now,
      userId: null,
      action: 'scim.group.delete',
      entityType: 'group',
      entityId: id,
      details: { display_name: current.display_name, ...via(ctx.token) },
    });
  });
}
