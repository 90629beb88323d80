import type { DbOrTrx } from '../../db/database';
import { publishEvent } from '../../live';
import { recordActivity } from '../activity';

/**
 * One audit_log row: who did what to which entity. Call it inside the change's
 * transaction. Every setup change goes through here, so it also announces the
 * change (places_changed): cached answers and open screens refresh.
 */
export async function recordAudit(
  db: DbOrTrx,
  entry: {
    userId: number;
    action: string;
    entityType: string;
    entityId?: number | null;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await recordActivity(db, entry);
  await publishEvent(db, { type: 'places_changed' });
}
