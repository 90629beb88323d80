import type { DbOrTrx } from '../../db/database';

export function findTotp(db: DbOrTrx, userId: number) {
  return db
    .selectFrom('user_totp')
    .select(['secret_sealed', 'confirmed_at', 'last_used_step'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** A new unconfirmed secret, replacing an earlier unconfirmed one; nothing when a confirmed one exists. */
export async function putPendingTotp(db: DbOrTrx, userId: number, sealed: string, now: Date): Promise<boolean> {
  const row = await db
    .insertInto('user_totp')
    .values({ user_id: userId, secret_sealed: sealed, created_at: now })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ secret_sealed: sealed, created_at: now, last_used_step: null })
        .where('user_totp.confirmed_at', 'is', null),
    )
    .returning('user_id')
    .executeTakeFirst();
  return !!row;
}

/**
 * Which second factors a person has: a confirmed authenticator, and how many passkeys (a passkey is a second
 * factor too, decision 350; the passkeys table is read here, not through the passkeys module, which depends on
 * the auth module that depends on this one).
 */
export async function secondFactorsOf(db: DbOrTrx, userId: number): Promise<{ totp: boolean; passkeys: number }> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .exists(
          eb
            .selectFrom('user_totp')
            .select('user_id')
            .where('user_id', '=', userId)
            .where('confirmed_at', 'is not', null),
        )
        .as('totp'),
      eb
        .selectFrom('passkeys')
        .select((e) => e.fn.countAll<string>().as('n'))
        .where('user_id', '=', userId)
        .as('passkeys'),
    ])
    .executeTakeFirstOrThrow();
  return { totp: row.totp === true, passkeys: Number(row.passkeys ?? 0) };
}

/**
 * Takes the code of `step`: true when no code of this step or a later one was accepted before (a code is
 * accepted once, RFC 6238 section 5.2). Atomic, so two requests with one code cannot both pass.
 */
export async function takeStep(db: DbOrTrx, userId: number, step: number): Promise<boolean> {
  const row = await db
    .updateTable('user_totp')
    .set({ last_used_step: step })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', String(step))]))
    .returning('user_id')
    .executeTakeFirst();
  return !!row;
}

export async function markTotpConfirmed(db: DbOrTrx, userId: number, now: Date): Promise<void> {
  await db.updateTable('user_totp').set({ confirmed_at: now }).where('user_id', '=', userId).execute();
}

export async function replaceRecoveryCodes(db: DbOrTrx, userId: number, hashes: Buffer[]): Promise<void> {
  await db.deleteFrom('user_recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('user_recovery_codes')
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash })))
    .execute();
}

/** Uses up a recovery code: true when it was one of the user's and unused. */
export async function takeRecoveryCode(db: DbOrTrx, userId: number, hash: Buffer, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('user_recovery_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return !!row;
}

export async function countRecoveryCodesLeft(db: DbOrTrx, userId: number): Promise<number> {
  const row = await db
    .selectFrom('user_recovery_codes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deleteTwoFactor(db: DbOrTrx, userId: number): Promise<void> {
  await db.deleteFrom('user_recovery_codes').where('user_id', '=', userId).execute();
  await db.deleteFrom('user_totp').where('user_id', '=', userId).execute();
}

export function userOf(db: DbOrTrx, userId: number) {
  return db.selectFrom('users').select(['id', 'username', 'roles']).where('id', '=', userId).executeTakeFirstOrThrow();
}

/** The activity-log line of a person turning their own two-factor sign-in on or off. */
export async function insertAudit(db: DbOrTrx, userId: number, action: string, now: Date): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({ user_id: userId, action, entity_type: 'user', entity_id: userId, details: '{}', created_at: now })
    .execute();
}
