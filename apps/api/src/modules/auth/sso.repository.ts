import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';

/** A login attempt lives 10 minutes and is used once. */
export const SSO_STATE_TTL_SECONDS = 600;

export async function saveLoginState(
  db: DbOrTrx,
  row: { state: string; nonce: string; code_verifier: string; redirect_uri: string },
  now: Date,
): Promise<void> {
  await db
    .insertInto('oidc_login_states')
    .values({ ...row, created_at: now })
    .execute();
  // Forget attempts that can no longer be finished.
  await db
    .deleteFrom('oidc_login_states')
    .where('created_at', '<', new Date(now.getTime() - 86_400_000))
    .execute();
}

/**
 * Takes a login attempt: marks it used and returns it, atomically, only if it
 * exists, was not used before and has not expired. A second call gets nothing.
 */
export async function takeLoginState(db: DbOrTrx, state: string, now: Date) {
  return db
    .updateTable('oidc_login_states')
    .set({ used_at: now })
    .where('state', '=', state)
    .where('used_at', 'is', null)
    .where('created_at', '>', new Date(now.getTime() - SSO_STATE_TTL_SECONDS * 1000))
    .returning(['state', 'nonce', 'code_verifier', 'redirect_uri'])
    .executeTakeFirst();
}

export interface SsoIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  username: string | null;
  firstName: string;
  lastName: string;
  /** The provider's SCIM externalId of the person, when the sign-in carries it (SAML, decision 352). */
  externalId?: string | null;
  /** The provider's group names; null: it sent none, memberships are left alone (decision 300). */
  groups?: string[] | null;
}

/** Serialises the first sign-ins of one provider subject until the transaction ends. */
export async function lockSsoSubject(db: DbOrTrx, subjectKey: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`sso:${subjectKey}`}, 0))`.execute(db);
}

/** The user bound to a provider subject, or undefined. */
export function userBySubject(db: DbOrTrx, subjectKey: string) {
  return db.selectFrom('users').select(['id', 'is_active']).where('sso_subject', '=', subjectKey).executeTakeFirst();
}

/**
 * A user not bound to any subject whose e-mail or user name (case-insensitive) is among `names`, or undefined;
 * a match on the e-mail of `names[0]` first, then the lowest id.
 */
export function unboundUserByNames(db: DbOrTrx, names: string[]) {
  return db
    .selectFrom('users')
    .select(['id', 'is_active'])
    .where((eb) => eb.or([eb(sql`lower(email)`, 'in', names), eb(sql`lower(username)`, 'in', names)]))
    .where('sso_subject', 'is', null)
    .orderBy(sql`coalesce(lower(email) = ${names[0]}, false)`, 'desc')
    .orderBy('id')
    .executeTakeFirst();
}

/** A user not bound to any subject whose SCIM externalId is exactly this one (it is case-exact, RFC 7643). */
export function unboundUserByExternalId(db: DbOrTrx, externalId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'is_active'])
    .where('external_id', '=', externalId)
    .where('sso_subject', 'is', null)
    .executeTakeFirst();
}

export async function bindSsoSubject(db: DbOrTrx, userId: number, subjectKey: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ sso_subject: subjectKey, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}

/** Whether a user has this user name (case-insensitive). */
export async function usernameTaken(db: DbOrTrx, username: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether a user has this e-mail address (case-insensitive). */
export async function emailTaken(db: DbOrTrx, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

/** Inserts an employee without a password, bound to a provider subject. */
export function insertSsoUser(
  db: DbOrTrx,
  user: { username: string; email: string | null; firstName: string; lastName: string; subjectKey: string },
) {
  return db
    .insertInto('users')
    .values({
      username: user.username,
      email: user.email,
      password_hash: null,
      first_name: user.firstName,
      last_name: user.lastName,
      roles: [],
      sso_subject: user.subjectKey,
    })
    .returning(['id', 'is_active'])
    .executeTakeFirstOrThrow();
}
