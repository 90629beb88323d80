import type { TUser } from '@flexapp/contract';
import type { DbOrTrx } from '../../db/database';
import { showsHolder, type Viewer } from '../../lib/holder-visibility';

/**
 * The colleague finder respects private bookings (decision 251): a person who keeps them private is still
 * found by name, but to colleagues other than staff without where they sit or what they booked.
 */
export async function hidePrivatePlaces(db: DbOrTrx, users: TUser[], viewer: Viewer): Promise<TUser[]> {
  if (viewer.isStaff || users.length === 0) return users;
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where(
      'id',
      'in',
      users.map((u) => u.id),
    )
    .where('private_bookings', '=', true)
    .execute();
  const hidden = new Set(rows.filter((r) => !showsHolder(viewer, { id: r.id, private: true })).map((r) => r.id));
  return users.map((u) => (hidden.has(u.id) ? { ...u, active_checkins: [], pending_bookings: [] } : u));
}
