import { type RawBuilder, sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import type { AuthUser } from '../../lib/auth';
import { receptionBuildingsOf } from '../roles';

/**
 * Who reads guests' personal data in a report (decision 446): `all` for staff, else the reader and the buildings
 * where they hold reception. Guests' last names, e-mail and phone are for reception and the host only (issue 38,
 * decision 302); every other reader sees the first name and the company.
 */
export type GuestReader = 'all' | { id: number; receptionBuildings: readonly number[] };

export async function guestReaderOf(db: DbOrTrx, user: Pick<AuthUser, 'id' | 'isStaff'>): Promise<GuestReader> {
  if (user.isStaff) return 'all';
  return { id: user.id, receptionBuildings: await receptionBuildingsOf(db, user.id) };
}

/** A checked id inlined into SQL (the check-ins export runs through COPY, which takes no bind parameters). */
function lit(value: number): RawBuilder<unknown> {
  if (!Number.isSafeInteger(value)) throw new Error(`not an id: ${value}`);
  return sql.lit(value);
}

/**
 * Whether the reader may not see the personal data of check-in `checkin` (a guest in building `building`):
 * not its host and no reception there. Always false for `all`.
 */
export function guestDetailsHidden(
  reader: GuestReader,
  checkin: string,
  building: RawBuilder<unknown>,
): RawBuilder<boolean> {
  if (reader === 'all') return sql<boolean>`false`;
  const c = (column: string) => sql.ref(`${checkin}.${column}`);
  const reception =
    reader.receptionBuildings.length === 0
      ? sql`false`
      : sql`coalesce(${building} in (${sql.join(reader.receptionBuildings.map(lit))}), false)`;
  return sql<boolean>`(${c('is_guest')} and ${c('visit_person_id')} is distinct from ${lit(reader.id)} and not ${reception})`;
}

/** The first name of a guest's "first last" name, as today's guests list shows it to such readers. */
export const guestFirstName = (name: RawBuilder<unknown>) => sql<string>`split_part(${name}, ' ', 1)`;

/** The building of a check-in's place, from its room `room` (desks carry their room on the check-in). */
export const buildingOfRoom = (room: RawBuilder<unknown>) =>
  sql`(select fl.building_id from rooms gr join floors fl on fl.id = gr.floor_id where gr.id = ${room})`;
