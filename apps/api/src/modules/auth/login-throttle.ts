import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import { recordActivity } from '../activity';

/**
 * Login throttling as OWASP ASVS asks (issue 12, docs/decisions/124-login-throttling.md). Failed sign-ins
 * are counted in the database (every API process sees them) against three keys:
 *  - one account from one client address: a few guesses, then that address waits;
 *  - one account from every address it has not signed in from before: tiers that back off (10 per
 *    15 minutes, 20 per hour, 50 per day), so guessing one account from many addresses stays slow;
 *  - one client address over every account: a ceiling high enough for an office behind one NAT.
 * The real owner keeps signing in from an address they signed in from in the last 30 days (a "known
 * client"): the per-account tiers do not apply there, and a staff password reset clears the account's
 * failures. Lockouts are written to the activity log (audit_log, action auth.lockout).
 */
export const LOGIN_LIMITS = {
  accountAndClient: { max: 5, minutes: 15 },
  account: [
    { max: 10, minutes: 15 },
    { max: 20, minutes: 60 },
    { max: 50, minutes: 24 * 60 },
  ],
  client: { max: 500, minutes: 15 },
  knownClientDays: 30,
} as const;

/** The account key of an attempt: the user it named (by username or e-mail), else the typed name. */
export const accountKey = (userId: number | null, typed: string) =>
  userId !== null ? `user:${userId}` : `name:${typed.toLowerCase().slice(0, 150)}`;

export type LockScope = 'account_client' | 'account' | 'client';
export type ThrottleVerdict = { locked: false } | { locked: true; scope: LockScope; retryAfterSeconds: number };

const ago = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000);

export async function loginThrottle(
  db: DbOrTrx,
  attempt: { account: string; ip: string; now: Date },
): Promise<ThrottleVerdict> {
  const { account, ip, now } = attempt;
  const L = LOGIN_LIMITS;
  const failed = (where: ReturnType<typeof sql>, minutes: number) =>
    sql<string>`count(*) filter (where not succeeded and created_at > ${ago(now, minutes)} and ${where})`;
  const row = await db
    .selectFrom('login_attempts')
    .select([
      failed(sql`account = ${account} and ip = ${ip}`, L.accountAndClient.minutes).as('pair'),
      failed(sql`account = ${account}`, L.account[0].minutes).as('account0'),
      failed(sql`account = ${account}`, L.account[1].minutes).as('account1'),
      failed(sql`account = ${account}`, L.account[2].minutes).as('account2'),
      failed(sql`ip = ${ip}`, L.client.minutes).as('client'),
      sql<boolean>`bool_or(succeeded and account = ${account} and ip = ${ip})`.as('known'),
    ])
    .where((eb) => eb.or([eb('account', '=', account), eb('ip', '=', ip)]))
    .where('created_at', '>', ago(now, L.knownClientDays * 24 * 60))
    .executeTakeFirstOrThrow();
  if (Number(row.pair) >= L.accountAndClient.max)
    return { locked: true, scope: 'account_client', retryAfterSeconds: L.accountAndClient.minutes * 60 };
  if (Number(row.client) >= L.client.max)
    return { locked: true, scope: 'client', retryAfterSeconds: L.client.minutes * 60 };
  if (!row.known) {
    const counts = [row.account0, row.account1, row.account2].map(Number);
    for (let tier = L.account.length - 1; tier >= 0; tier--) {
      if (counts[tier] >= L.account[tier].max)
        return { locked: true, scope: 'account', retryAfterSeconds: L.account[tier].minutes * 60 };
    }
  }
  return { locked: false };
}

export async function recordLoginAttempt(
  db: DbOrTrx,
  attempt: { account: string; ip: string; username: string; succeeded: boolean; now: Date },
) {
  const { account, ip, username, succeeded, now } = attempt;
  await db
    .insertInto('login_attempts')
    .values({ account, ip, username: username.slice(0, 150), succeeded, created_at: now })
    .execute();
  if (succeeded) {
    // A successful sign-in forgives this client's earlier failures for that account.
    await db
      .deleteFrom('login_attempts')
      .where('account', '=', account)
      .where('ip', '=', ip)
      .where('succeeded', '=', false)
      .execute();
  }
  if (Math.random() < 0.01) {
    // Now and then, forget attempts older than anything a limit or a known client looks at.
    await db
      .deleteFrom('login_attempts')
      .where('created_at', '<', ago(now, LOGIN_LIMITS.knownClientDays * 24 * 60))
      .execute();
  }
}

/** A lockout in the activity log (no actor: the caller is not signed in). */
export async function logLockout(
  db: DbOrTrx,
  entry: { account: string; ip: string; username: string; scope: LockScope; now: Date },
) {
  const userId = entry.account.startsWith('user:') ? Number(entry.account.slice(5)) : null;
  await recordActivity(db, {
    userId: null,
    action: 'auth.lockout',
    entityType: 'user',
    entityId: userId,
    details: { username: entry.username.slice(0, 150), ip: entry.ip, scope: entry.scope },
    at: entry.now,
  });
}

/**
 * A staff member's sign-in or any failed one in the activity log (issue 38). A failed sign-in has no actor;
 * it names the account when the typed name matched one, and keeps the typed name and the client address.
 */
export async function logSignIn(
  db: DbOrTrx,
  entry: {
    action: 'auth.sign_in' | 'auth.sign_in_failed';
    userId: number | null;
    username: string;
    ip: string;
    now: Date;
  },
) {
  const failed = entry.action === 'auth.sign_in_failed';
  await recordActivity(db, {
    userId: failed ? null : entry.userId,
    action: entry.action,
    entityType: 'auth',
    entityId: entry.userId,
    details: { username: entry.username.slice(0, 150), ip: entry.ip },
    at: entry.now,
  });
}

/** A staff password reset ends the account's lockout everywhere. */
export async function clearLoginFailures(db: DbOrTrx, userId: number) {
  await db
    .deleteFrom('login_attempts')
    .where('account', '=', accountKey(userId, ''))
    .where('succeeded', '=', false)
    .execute();
}
