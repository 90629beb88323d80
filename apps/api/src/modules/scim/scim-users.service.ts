import { type TScimPatch, type TScimUserInput, ZScimUserInputSchema } from '@flexapp/contract';
import type { Db, DbOrTrx } from '../../db/database';
import { isUniqueViolation } from '../../db/database';
import { publishUserChanged } from '../../live';
import { groupsOfPeople, leaveProviderGroups } from '../groups';
import { recordWebhookEvents } from '../webhooks';
import { activateUserIn, deactivateUserIn, recordAudit } from '../setup';
import { ScimError, scimConflict, scimNotFound } from './scim-errors';
import { checkIfMatch } from './scim-etag';
import { applyScimPatch } from './scim-patch';
import { type ScimListQuery, readScimResource, scimList } from './scim-list';
import { presentScimUser } from './scim.presenter';
import {
  deletedUserByName,
  insertScimUser,
  markScimDeleted,
  type ScimUserFields,
  type ScimUserRow,
  scimUserPage,
  scimUserRow,
  updateScimUser,
  userFilterColumns,
} from './scim-users.repository';

/** Who changes: the SCIM token, named in every activity-log line (decision 232). */
export type ScimActor = { id: number; name: string };
export type ScimContext = { db: Db; now: Date; token: ScimActor; base: string };
const via = (token: ScimActor) => ({ via: 'scim', scim_token: token.name, scim_token_id: token.id });

export const readUserInput = (body: unknown): TScimUserInput => readScimResource(ZScimUserInputSchema, body);

/** preferredLanguage as flexapp's language: Dutch for "nl", "nl-NL", "nl_BE"; English for anything else. */
export const languageOf = (tag: string | null | undefined): 'en' | 'nl' =>
  /^nl([-_]|$)/i.test(tag ?? '') ? 'nl' : 'en';

function fieldsOf(input: TScimUserInput): ScimUserFields {
  const display = (input.displayName ?? input.name?.formatted ?? '').trim();
  const [displayFirst = '', ...displayRest] = display.split(/\s+/).filter(Boolean);
  const emails = input.emails ?? [];
  const email = (emails.find((e) => e.primary === true) ?? emails[0])?.value ?? null;
  return {
    username: input.userName,
    email,
    first_name: (input.name?.givenName || displayFirst || input.userName.split('@')[0]).slice(0, 100),
    last_name: (input.name?.familyName || displayRest.join(' ')).slice(0, 100),
    language: languageOf(input.preferredLanguage),
    external_id: input.externalId ?? null,
  };
}

const uniqueness = (err: unknown) => {
  if (isUniqueViolation(err, 'users_username_key')) return scimConflict('userName is taken.');
  if (isUniqueViolation(err, 'users_email_key')) return scimConflict('The e-mail address is taken.');
  if (isUniqueViolation(err, 'users_external_id_key')) return scimConflict('externalId is taken.');
  return err;
};

async function present(db: DbOrTrx, row: ScimUserRow, base: string) {
  return presentScimUser(row, await groupsOfPeople(db, [row.id]), base);
}

export const listScimUsers = (ctx: ScimContext, query: ScimListQuery) =>
  scimList(query, {
    columns: userFilterColumns,
    page: (where, offset, limit) => scimUserPage(ctx.db, where, offset, limit),
    related: (ids) => groupsOfPeople(ctx.db, ids),
    ownerOf: (group) => group.user_id,
    present: (row, groups) => presentScimUser(row, groups, ctx.base),
  });

export async function getScimUser(ctx: ScimContext, id: number) {
  const row = await scimUserRow(ctx.db, id);
  if (!row) throw scimNotFound('User');
  return present(ctx.db, row, ctx.base);
}

/** POST /Users: a new person, or one the provider deleted earlier under this user name, back again. */
export async function createScimUser(ctx: ScimContext, body: unknown) {
  const input = readUserInput(body);
  const fields = fieldsOf(input);
  const active = input.active ?? true;
  const id = await ctx.db
    .transaction()
    .execute(async (trx) => {
      const revived = await deletedUserByName(trx, fields.username);
      const userId = revived ?? (await insertScimUser(trx, fields, active, ctx.now));
      if (!revived) await recordWebhookEvents(trx, [{ type: 'user.provisioned', data: { user_id: userId } }], ctx.now);
      if (revived) {
        await markScimDeleted(trx, revived, null);
        await updateScimUser(trx, revived, fields, ctx.now);
        if (active) await activateUserIn(trx, ctx.now, null, revived, via(ctx.token));
      }
      await recordAudit(trx, {
        at: ctx.now,
        userId: null,
        action: 'scim.user.create',
        entityType: 'user',
        entityId: userId,
        details: { username: fields.username, active, restored: !!revived, ...via(ctx.token) },
      });
      return userId;
    })
    .catch((err) => {
      throw uniqueness(err);
    });
  await publishUserChanged(ctx.db, id);
  return getScimUser(ctx, id);
}

/** The whole user as the provider sends it (PUT, and PATCH once applied), in the caller's transaction. */
async function writeUser(trx: DbOrTrx, ctx: ScimContext, current: ScimUserRow, input: TScimUserInput) {
  const fields = fieldsOf(input);
  const changed = (Object.keys(fields) as (keyof ScimUserFields)[]).filter((k) => fields[k] !== current[k]);
  if (changed.length > 0) {
    await updateScimUser(trx, current.id, fields, ctx.now).catch((err) => {
      throw uniqueness(err);
    });
    await recordAudit(trx, {
      at: ctx.now,
      userId: null,
      action: 'scim.user.update',
      entityType: 'user',
      entityId: current.id,
      details: {
        username: current.username,
        before: Object.fromEntries(changed.map((k) => [k, current[k]])),
        after: Object.fromEntries(changed.map((k) => [k, fields[k]])),
        ...via(ctx.token),
      },
    });
  }
  const active = input.active ?? current.is_active;
  if (!active && current.is_active) await deactivateUserIn(trx, ctx.now, null, current.id, via(ctx.token));
  if (active && !current.is_active) await activateUserIn(trx, ctx.now, null, current.id, via(ctx.token));
}

async function lockedUser(trx: DbOrTrx, id: number) {
  const row = await scimUserRow(trx, id, true);
  if (!row) throw scimNotFound('User');
  return row;
}

/** Reads the locked user's version against If-Match (decision 351). */
const versionOf = (trx: DbOrTrx, ctx: ScimContext, row: ScimUserRow) => async () =>
  (await present(trx, row, ctx.base)).meta.version;

export async function replaceScimUser(ctx: ScimContext, id: number, body: unknown, ifMatch?: string) {
  const input = readUserInput(body);
  await ctx.db.transaction().execute(async (trx) => {
    const current = await lockedUser(trx, id);
    await checkIfMatch(ifMatch, versionOf(trx, ctx, current));
    await writeUser(trx, ctx, current, input);
  });
  await publishUserChanged(ctx.db, id);
  return getScimUser(ctx, id);
}

export async function patchScimUser(ctx: ScimContext, id: number, patch: TScimPatch, ifMatch?: string) {
  await ctx.db.transaction().execute(async (trx) => {
    const current = await lockedUser(trx, id);
    const resource = await present(trx, current, ctx.base);
    await checkIfMatch(ifMatch, async () => resource.meta.version);
    const patched = applyScimPatch(resource, patch);
    try {
      await writeUser(trx, ctx, current, readUserInput(patched));
    } catch (err) {
      throw err instanceof ScimError ? err : uniqueness(err);
    }
  });
  await publishUserChanged(ctx.db, id);
  return getScimUser(ctx, id);
}

/**
 * DELETE /Users/{id} (decision 232): the person is deactivated (signed out, bookings and watches released), leaves
 * the provider's groups and is no longer listed to SCIM; their history stays for the reports.
 */
export async function deleteScimUser(ctx: ScimContext, id: number, ifMatch?: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const current = await lockedUser(trx, id);
    await checkIfMatch(ifMatch, versionOf(trx, ctx, current));
    await deactivateUserIn(trx, ctx.now, null, id, via(ctx.token));
    await leaveProviderGroups(trx, id, 'scim');
    await markScimDeleted(trx, id, ctx.now);
    await recordAudit(trx, {
      at: ctx.now,
      userId: null,
      action: 'scim.user.delete',
      entityType: 'user',
      entityId: id,
      details: { username: current.username, ...via(ctx.token) },
    });
  });
  await publishUserChanged(ctx.db, id);
}
