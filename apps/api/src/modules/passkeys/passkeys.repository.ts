import type { DbOrTrx } from '../../db/database';

const listed = ['id', 'name', 'created_at', 'last_used_at'] as const;

export function passkeysOf(db: DbOrTrx, userId: number) {
  return db.selectFrom('passkeys').select(listed).where('user_id', '=', userId).orderBy('created_at').execute();
}

export function credentialsOf(db: DbOrTrx, userId: number) {
  return db.selectFrom('passkeys').select(['credential_id', 'transports']).where('user_id', '=', userId).execute();
}

export function insertPasskey(
  db: DbOrTrx,
  row: {
    userId: number;
    credentialId: string;
    publicKey: Buffer;
    signCount: number;
    transports: string[];
    name: string;
    now: Date;
  },
) {
  return db
    .insertInto('passkeys')
    .values({
      user_id: row.userId,
      credential_id: row.credentialId,
      public_key: row.publicKey,
      sign_count: row.signCount,
      transports: row.transports,
      name: row.name,
      created_at: row.now,
    })
    .returning(listed)
    .executeTakeFirstOrThrow();
}

/** Deletes one of this user's passkeys: false when it is not theirs or unknown. */
export async function deletePasskeyOf(db: DbOrTrx, userId: number, id: number): Promise<boolean> {
  const row = await db
    .deleteFrom('passkeys')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return !!row;
}

/** The passkey with this credential ID, with its active owner. */
export function passkeyByCredential(db: DbOrTrx, credentialId: string) {
  return db
    .selectFrom('passkeys')
    .innerJoin('users', 'users.id', 'passkeys.user_id')
    .select([
      'passkeys.id',
      'passkeys.user_id',
      'passkeys.credential_id',
      'passkeys.public_key',
      'passkeys.sign_count',
      'passkeys.transports',
      'users.username',
      'users.roles',
    ])
    .where('passkeys.credential_id', '=', credentialId)
    .where('users.is_active', '=', true)
    .executeTakeFirst();
}

export async function markPasskeyUsed(db: DbOrTrx, id: number, signCount: number, now: Date): Promise<void> {
  await db.updateTable('passkeys').set({ sign_count: signCount, last_used_at: now }).where('id', '=', id).execute();
}

export async function insertPasskeyChallenge(
  db: DbOrTrx,
  row: { challenge: string; userId: number | null; purpose: PasskeyPurpose; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('passkey_challenges')
    .values({ challenge: row.challenge, user_id: row.userId, purpose: row.purpose, expires_at: row.expiresAt })
    .execute();
}

/** What a challenge is for: a new passkey, a sign-in without a password, the second step after one (decision 350). */
export type PasskeyPurpose = 'register' | 'sign_in' | 'second_factor';

/** Uses up an open challenge of this purpose (and user, but for a sign-in): true for the one request that did. */
export async function takePasskeyChallenge(
  db: DbOrTrx,
  challenge: string,
  purpose: PasskeyPurpose,
  userId: number | null,
  now: Date,
): Promise<boolean> {
  let query = db
    .updateTable('passkey_challenges')
    .set({ used_at: now })
    .where('challenge', '=', challenge)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now);
  query = userId === null ? query.where('user_id', 'is', null) : query.where('user_id', '=', userId);
  return !!(await query.returning('challenge').executeTakeFirst());
}

/** Forgets challenges that expired a day ago. */
export async function deleteOldPasskeyChallenges(db: DbOrTrx, now: Date): Promise<void> {
  await db
    .deleteFrom('passkey_challenges')
    .where('expires_at', '<', new Date(now.getTime() - 24 * 3600_000))
    .execute();
}
