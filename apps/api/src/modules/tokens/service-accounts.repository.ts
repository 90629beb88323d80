import { randomBytes } from 'node:crypto';
import { STAFF_ROLE } from '@flexapp/contract';
import type { DbOrTrx } from '../../db/database';

/** A service account's users row: staff role (its tokens' scopes limit it), no way to sign in, anonymous. */
export async function insertServiceAccount(db: DbOrTrx, name: string): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      username: `service-${randomBytes(6).toString('hex')}`,
      email: null,
      password_hash: null,
      first_name: name,
      last_name: '',
      roles: [STAFF_ROLE],
      anonymous: true,
      service_account: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function serviceAccountRows(db: DbOrTrx) {
  return db
    .selectFrom('users')
    .select(['id', 'first_name as name', 'is_active as active'])
    .where('service_account', '=', true)
    .orderBy('id')
    .execute();
}

export async function findServiceAccount(db: DbOrTrx, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'first_name as name', 'is_active as active'])
    .where('id', '=', id)
    .where('service_account', '=', true)
    .executeTakeFirst();
}

/** Deactivated: every token of the account stops at once (the token lookup joins active users). */
export async function deactivateServiceAccount(db: DbOrTrx, id: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ is_active: false })
    .where('id', '=', id)
    .where('service_account', '=', true)
    .execute();
}
