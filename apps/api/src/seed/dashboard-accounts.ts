import type { Trx } from './bulk';
import { GENERATED_PASSWORD } from './people';

/**
 * A staff member whose profile language is Dutch, so the dashboard can be
 * used (and tested end to end) in Dutch without changing the shared `staff`
 * account: username `beheerder`, password as for every generated user.
 * No check-ins, bookings or messages of their own.
 */
export const DUTCH_STAFF_USERNAME = 'beheerder';

export async function insertDutchStaff(trx: Trx, hashes: Map<string, string>, createdAt: Date): Promise<void> {
  await trx
    .insertInto('users')
    .values({
      username: DUTCH_STAFF_USERNAME,
      email: `${DUTCH_STAFF_USERNAME}@example.com`,
      password_hash: hashes.get(GENERATED_PASSWORD)!,
      first_name: 'Bram',
      last_name: 'Jansen',
      roles: ['staff'],
      language: 'nl',
      created_at: createdAt,
      updated_at: createdAt,
    })
    .execute();
}
