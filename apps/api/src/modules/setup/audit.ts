import type { DbOrTrx } from '../../db/database';
import { publishEvent } from '../../live';

/**
 * One audit_log row: who did what to which entity. Call it inside the change's
 * transaction. Every setup change goes through here, so it also announces the
 * change (places_changed): cached answers and open screens refresh.
 */
export async function recordAudit(
  db: DbOrTrx,
  entry: {
    userId: number | null;
    action: string;
    entityType: string;
    entityId?: number | null;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      user_id: entry.userId,
      action: entry.action,
      entity_type: entry.entityType,
      entity_id: entry.entityId ?? null,
      details: JSON.stringify(entry.details ?? {}),
    })
    .execute();
  await publishEvent(db, { type: 'places_changed' });
}
