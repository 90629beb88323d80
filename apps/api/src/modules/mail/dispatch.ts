import { type PgBoss, fromKysely } from 'pg-boss';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

export const MAIL_QUEUE = 'mail';

/**
 * Hands the outbox's new e-mails to the job runner's mail queue: one pg-boss job per e-mail,
 * inserted in the same transaction that marks the rows queued (FOR UPDATE SKIP LOCKED: processes
 * dispatching at once each take different rows, so every e-mail becomes exactly one job).
 */
export async function dispatchOutbox(db: Db, boss: PgBoss, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ id: string }>`
        select id from mail_outbox where queued_at is null order by id limit 200 for update skip locked`.execute(trx);
      if (rows.length === 0) return 0;
      await boss.insert(
        MAIL_QUEUE,
        rows.map((r) => ({ data: { outbox_id: r.id } })),
        { db: fromKysely(trx) },
      );
      await trx
        .updateTable('mail_outbox')
        .set({ queued_at: now })
        .where(
          'id',
          'in',
          rows.map((r) => r.id),
        )
        .execute();
      return rows.length;
    });
    total += n;
    if (n < 200) return total;
  }
}
