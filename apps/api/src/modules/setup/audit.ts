import type { DbOrTrx } from '../../db/database';

/** One audit_log row: who did what to which entity. Call it inside the change's transaction. */
export async function recordAudit(
  db: DbOrTrx,
  entry: { userId: number; action: string; entityType: string; entityId?: number | null; details?: Record<string, unknown> },
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
}
