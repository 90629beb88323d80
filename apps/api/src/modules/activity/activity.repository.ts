import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';

/** One activity-log entry: its kind (action), the thing it concerns and the structured params it is told with. */
export interface ActivityEntry {
  /** Who did it; null when nobody was signed in (a failed sign-in, a lockout). */
  userId: number | null;
  action: string;
  entityType: string;
  entityId?: number | null;
  details?: Record<string, unknown>;
  /** The app's clock (decision 100): every entry on one clock, so the log sorts as things happened. */
  at: Date;
}

/** The building a place belongs to (decision 250): a building itself, or the one above a floor, room or desk. */
function buildingOf(entityType: string, entityId: number) {
  switch (entityType) {
    case 'building':
      return sql<number | null>`${entityId}::integer`;
    case 'floor':
      return sql<number | null>`(SELECT f.building_id FROM floors f WHERE f.id = ${entityId})`;
    case 'room':
      return sql<number | null>`(SELECT f.building_id FROM rooms r JOIN floors f ON f.id = r.floor_id
        WHERE r.id = ${entityId})`;
    case 'desk':
      return sql<number | null>`(SELECT f.building_id FROM desks d JOIN rooms r ON r.id = d.room_id
        JOIN floors f ON f.id = r.floor_id WHERE d.id = ${entityId})`;
    default:
      return null;
  }
}

/** Appends an entry; the log is append-only through the API (no route changes or removes one). */
export async function insertActivity(db: DbOrTrx, entry: ActivityEntry): Promise<void> {
  const entityId = entry.entityId ?? null;
  await db
    .insertInto('audit_log')
    .values({
      user_id: entry.userId,
      action: entry.action,
      entity_type: entry.entityType,
      entity_id: entityId,
      details: JSON.stringify(entry.details ?? {}),
      building_id: entityId === null ? null : buildingOf(entry.entityType, entityId),
      created_at: entry.at,
    })
    .execute();
}
