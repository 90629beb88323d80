import type { TGroupSource } from '@flexapp/contract';
import type { DbOrTrx } from '../../db/database';
import {
  addMembers,
  deleteGroup,
  existingPeople,
  groupMembers,
  groupsOfUsers,
  insertGroup,
  lockGroupRow,
  memberIds,
  removeMembers,
  updateGroup,
  userGroupIds,
  leaveGroups,
} from './groups.repository';
import { groupNameTaken } from './groups.service';

/**
 * Groups a provider keeps (SCIM, decision 230), for the provider's module to call inside its own transaction.
 * Members are given as user ids; an id that is no person is refused before anything is written.
 */
export class UnknownMembersError extends Error {
  constructor(public readonly ids: number[]) {
    super(`No such people: ${ids.join(', ')}`);
  }
}

async function checkPeople(db: DbOrTrx, ids: number[]): Promise<void> {
  const found = new Set(await existingPeople(db, ids, true));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) throw new UnknownMembersError(missing);
}

export type ProviderGroupInput = { displayName: string; externalId: string | null; memberIds: number[] };

export async function createProviderGroup(
  db: DbOrTrx,
  now: Date,
  source: Exclude<TGroupSource, 'manual'>,
  input: ProviderGroupInput,
): Promise<number> {
  const members = [...new Set(input.memberIds)];
  await checkPeople(db, members);
  const id = await insertGroup(db, { displayName: input.displayName, externalId: input.externalId, source, now }).catch(
    (err) => {
      throw groupNameTaken(err);
    },
  );
  await addMembers(db, id, members);
  return id;
}

/** The group of `source` locked for a change, or undefined. */
export async function lockProviderGroup(db: DbOrTrx, id: number, source: TGroupSource) {
  const row = await lockGroupRow(db, id);
  return row?.source === source ? row : undefined;
}

/** Name, externalId and exactly these members; answers who joined and who left. */
export async function replaceProviderGroup(
  db: DbOrTrx,
  now: Date,
  id: number,
  input: ProviderGroupInput,
): Promise<{ joined: number[]; left: number[] }> {
  const wanted = [...new Set(input.memberIds)];
  await checkPeople(db, wanted);
  await updateGroup(db, id, { displayName: input.displayName, externalId: input.externalId, now }).catch((err) => {
    throw groupNameTaken(err);
  });
  const current = new Set(await memberIds(db, id));
  const joined = wanted.filter((u) => !current.has(u));
  const wantedSet = new Set(wanted);
  const left = [...current].filter((u) => !wantedSet.has(u));
  await addMembers(db, id, joined);
  await removeMembers(db, id, left);
  return { joined, left };
}

export async function deleteProviderGroup(db: DbOrTrx, id: number): Promise<boolean> {
  return deleteGroup(db, id);
}

export const providerGroupMembers = (db: DbOrTrx, id: number) => groupMembers(db, id);

/** The groups (every source) of these people. */
export const groupsOfPeople = (db: DbOrTrx, userIds: number[]) => groupsOfUsers(db, userIds);

/** A person leaves every group of one source (the provider deleted them). */
export async function leaveProviderGroups(db: DbOrTrx, userId: number, source: TGroupSource): Promise<void> {
  await leaveGroups(db, userId, await userGroupIds(db, userId, source));
}
