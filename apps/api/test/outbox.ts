import { expect, vi } from 'vitest';
import type { Db } from '../src/db/database';

/**
 * Every e-mail is an outbox row written in the transaction of the change that causes it, and a row
 * is marked sent only after the SMTP server has taken it (and a sent row is never sent again). So
 * once a change has answered, the rows after the id taken before it are all of its e-mails, and
 * once they are all sent nothing more of it can arrive: a test proves "exactly these" from them,
 * not from a pause.
 */
export async function lastOutboxId(db: Db): Promise<string> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.coalesce(eb.fn.max('id'), eb.val('0')).as('id'))
    .executeTakeFirstOrThrow();
  return String(row.id);
}

/** The outbox rows after `afterId`, once every one of them is sent (or fails the test after `timeout` ms). */
export async function sentSince(db: Db, afterId: string, timeout = 20_000) {
  return vi.waitFor(
    async () => {
      const rows = await db.selectFrom('mail_outbox').selectAll().where('id', '>', afterId).orderBy('id').execute();
      expect(rows.filter((r) => r.sent_at === null).map((r) => r.id)).toEqual([]);
      return rows;
    },
    { timeout, interval: 50 },
  );
}
