import type { Db, DbOrTrx } from '../../db/database';
import { publishUserChanged } from '../../live';
import {
  bindSsoSubject,
  emailTaken,
  insertSsoUser,
  lockSsoSubject,
  type SsoIdentity,
  unboundUserByExternalId,
  unboundUserByNames,
  usernameTaken,
  userBySubject,
} from './sso.repository';

/**
 * Finds the user of an identity without creating one: first by the provider's subject (bound at the first
 * sign-in), then by the SCIM externalId the identity carries (decision 352), then by email or user name, binding
 * the subject so later sign-ins survive an email change.
 * Call it in a transaction; the lock on the subject holds until it ends.
 */
export async function findSsoUser(db: DbOrTrx, id: SsoIdentity) {
  // Two first sign-ins of one person at once (two tabs) wait for each other: the second finds the first's user.
  await lockSsoSubject(db, subjectKeyOf(id));
  const bySubject = await userBySubject(db, subjectKeyOf(id));
  if (bySubject) return bySubject;

  const byExternalId = id.externalId ? await unboundUserByExternalId(db, id.externalId) : undefined;
  if (byExternalId) {
    await bindSsoSubject(db, byExternalId.id, subjectKeyOf(id));
    return byExternalId;
  }

  const names = [id.email, id.username].filter((v): v is string => !!v).map((v) => v.toLowerCase());
  const existing = await unboundUserByNames(db, names);
  if (existing) await bindSsoSubject(db, existing.id, subjectKeyOf(id));
  return existing ?? null;
}

const subjectKeyOf = (id: SsoIdentity) => `${id.issuer}|${id.subject}`;

/** The user of an identity (findSsoUser), or a new employee when none matches. Call it in a transaction. */
export async function findOrCreateSsoUser(db: DbOrTrx, id: SsoIdentity) {
  const found = await findSsoUser(db, id);
  if (found) return found;
  const subjectKey = subjectKeyOf(id);
  const base = (id.username ?? id.email ?? id.subject).slice(0, 140);
  let username = base;
  for (let n = 2; await usernameTaken(db, username); n++) {
    username = `${base}-${n}`;
  }
  const taken = id.email ? await emailTaken(db, id.email) : false;
  const created = await insertSsoUser(db, {
    username,
    email: taken ? null : id.email,
    firstName: id.firstName,
    lastName: id.lastName,
    subjectKey,
  });
  // A new colleague: cached colleague lists are dropped in every process (decision 033).
  await publishUserChanged(db, created.id);
  return created;
}

/**
 * The groups module's syncMembershipsFromClaims, handed in where the routes are mounted (modules/index.ts): the
 * groups module reaches the auth module through setup, so auth may not import it.
 */
export type ClaimedGroupsSync = (
  db: DbOrTrx,
  userId: number,
  source: 'oidc',
  groupNames: readonly string[],
  now: Date,
) => Promise<unknown>;

/**
 * The user of an OpenID Connect identity, found or created in a transaction of its own (see findOrCreateSsoUser);
 * an active user's memberships of `oidc` groups become the identity's groups claim when it has one (decision 300).
 */
export function ssoUserOf(db: Db, identity: SsoIdentity, groups?: { sync: ClaimedGroupsSync; now: Date }) {
  return db.transaction().execute(async (trx) => {
    const user = await findOrCreateSsoUser(trx, identity);
    if (groups && user.is_active && identity.groups)
      await groups.sync(trx, user.id, 'oidc', identity.groups, groups.now);
    return user;
  });
}
