import type { Db, DbOrTrx } from '../../db/database';
import { publishUserChanged } from '../../live';
import {
  bindSsoSubject,
  emailTaken,
  insertSsoUser,
  lockSsoSubject,
  type SsoIdentity,
  unboundUserByNames,
  usernameTaken,
  userBySubject,
} from './sso.repository';

/**
 * Finds the user of an identity: first by the provider's subject (bound at the
 * first sign-in), then by email or user name; creates an employee when none
 * matches. Binds the subject so later sign-ins survive an email change.
 */
export async function findOrCreateSsoUser(db: DbOrTrx, id: SsoIdentity) {
  const subjectKey = `${id.issuer}|${id.subject}`;
  // Two first sign-ins of one person at once (two tabs) wait for each other: the second finds the first's user.
  // Call it in a transaction; the lock holds until it ends.
  await lockSsoSubject(db, subjectKey);
  const bySubject = await userBySubject(db, subjectKey);
  if (bySubject) return bySubject;

  const names = [id.email, id.username].filter((v): v is string => !!v).map((v) => v.toLowerCase());
  const existing = await unboundUserByNames(db, names);
  if (existing) {
    await bindSsoSubject(db, existing.id, subjectKey);
    return existing;
  }

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

/** The user of an identity, found or created in a transaction of its own (see findOrCreateSsoUser). */
export function ssoUserOf(db: Db, identity: SsoIdentity) {
  return db.transaction().execute((trx) => findOrCreateSsoUser(trx, identity));
}
