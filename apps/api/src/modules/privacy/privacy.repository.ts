import type { DbOrTrx } from '../../db/database';

/** The person's privacy choices, or undefined when there is no such user. */
export const privacyRow = (db: DbOrTrx, userId: number) =>
  db.selectFrom('users').select(['private_bookings']).where('id', '=', userId).executeTakeFirst();

export async function setPrivateBookings(db: DbOrTrx, userId: number, value: boolean): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('users')
    .set({ private_bookings: value })
    .where('id', '=', userId)
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}
