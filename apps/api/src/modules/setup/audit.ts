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
    userId: number | null;
    action: string;
    entityType: string;
    entityId?: number | null;
    details?: Record<string, unknown>;
    /** The app's clock (decision 100): every entry of the log is on one clock, so they sort as they happened. */
    at: Date;
  },
): Promise<void> {
  await recordActivity(db, entry);
  await publishEvent(db, { type: 'places_changed' });
}
