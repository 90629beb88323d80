import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import { publishUserChanged } from '../../live';

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
}

/**
 * Finds the user of an identity: first by the provider's subject (bound at the
 * first sign-in), then by email or user name; creates an employee when none
 * matches. Binds the subject so later sign-ins survive an email change.
 */
export async function findOrCreateSsoUser(db: DbOrTrx, id: SsoIdentity) {
  const subjectKey = `${id.issuer}|${id.subject}`;
  // Two first sign-ins of one person at once (two tabs) wait for each other: the second finds the first's user.
  // Call it in a transaction; the lock holds until it ends.
  await sql`select pg_advisory_xact_lock(hashtextextended(${`sso:${subjectKey}`}, 0))`.execute(db);
  const bySubject = await db
    .selectFrom('users')
    .select(['id', 'is_active'])
    .where('sso_subject', '=', subjectKey)
    .executeTakeFirst();
  if (bySubject) return bySubject;

  const names = [id.email, id.username].filter((v): v is string => !!v).map((v) => v.toLowerCase());
  const existing = await db
    .selectFrom('users')
    .select(['id', 'is_active'])
    .where((eb) => eb.or([eb(sql`lower(email)`, 'in', names), eb(sql`lower(username)`, 'in', names)]))
    .where('sso_subject', 'is', null)
    .orderBy(sql`coalesce(lower(email) = ${names[0]}, false)`, 'desc')
    .orderBy('id')
    .executeTakeFirst();
  if (existing) {
    await db
      .updateTable('users')
      .set({ sso_subject: subjectKey, updated_at: new Date() })
      .where('id', '=', existing.id)
      .execute();
    return existing;
  }

  const base = (id.username ?? id.email ?? id.subject).slice(0, 140);
  let username = base;
  for (
    let n = 2;
    await db
      .selectFrom('users')
      .select('id')
      .where(sql`lower(username)`, '=', username.toLowerCase())
      .executeTakeFirst();
    n++
  ) {
    username = `${base}-${n}`;
  }
  const emailTaken = id.email
    ? await db
        .selectFrom('users')
        .select('id')
        .where(sql`lower(email)`, '=', id.email.toLowerCase())
        .executeTakeFirst()
    : undefined;
  const created = await db
    .insertInto('users')
    .values({
      username,
      email: emailTaken ? null : id.email,
      password_hash: null,
      first_name: id.firstName,
      last_name: id.lastName,
      roles: [],
      sso_subject: subjectKey,
    })
    .returning(['id', 'is_active'])
    .executeTakeFirstOrThrow();
  // A new colleague: cached colleague lists are dropped in every process (decision 033).
  await publishUserChanged(db, created.id);
  return created;
}
