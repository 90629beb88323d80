import { type Language, toDisplayDate } from '@flexapp/contract';
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import { todayApiDate } from '../../lib/today';
import { deskFreeMail, type MailSettings, queueMails } from '../mail';
import { createMessages, type MessageTexts } from '../messages';

/** The desk_free message in both languages. */
export function deskFreeTexts(desk: { name: string; floor_name: string; building_name: string }, today: string) {
  const date = toDisplayDate(today);
  return {
    en: {
      title: `Desk ${desk.name} on floor ${desk.floor_name} is free`,
      body: `${desk.building_name}, ${date}. You are watching this desk: book it now in Find desk.`,
    },
    nl: {
      title: `Werkplek ${desk.name} op verdieping ${desk.floor_name} is vrij`,
      body: `${desk.building_name}, ${date}. U volgt deze werkplek: reserveer hem nu via Werkplek zoeken.`,
    },
  } satisfies MessageTexts;
}

/**
 * Tells every watcher of a desk that it is free today. Call it inside the
 * transaction that frees the desk (a booking for today cancelled or released,
 * a check-in ended, a slot or a guest's visit over): the messages then exist
 * exactly when that change does. Nothing is sent when the desk is still taken
 * today (another open check-in, or another booking today whose slot has not
 * ended) or closed. The person who freed the desk is not told about their own
 * action. With `mail`, watchers who want it also get an e-mail.
 */
export async function notifyWatchersDeskFree(
  trx: DbOrTrx,
  deskId: number,
  now: Date,
  freedBy?: number,
  mail?: MailSettings,
): Promise<number> {
  return notifyWatchersOfFreedDesks(trx, [{ deskId, freedBy }], now, mail);
}

/** notifyWatchersDeskFree for many desks at once (set-based: the sweep frees hundreds in one go). */
export async function notifyWatchersOfFreedDesks(
  trx: DbOrTrx,
  freed: { deskId: number; freedBy?: number }[],
  now: Date,
  mail?: MailSettings,
): Promise<number> {
  if (freed.length === 0) return 0;
  const today = todayApiDate(now);
  const deskIds = [...new Set(freed.map((f) => f.deskId))];
  const desks = await trx
    .selectFrom('desks as d')
    .innerJoin('rooms as r', 'r.id', 'd.room_id')
    .innerJoin('floors as f', 'f.id', 'r.floor_id')
    .innerJoin('buildings as b', 'b.id', 'f.building_id')
    .select(['d.id', 'd.name', 'f.id as floor_id', 'f.name as floor_name', 'b.name as building_name'])
    .where(sql<boolean>`d.id = any(${deskIds}::int[])`)
    .where('d.is_closed', '=', false)
    // Only desks someone watches: the sweep frees thousands, a few of them watched.
    .where(sql<boolean>`exists (select 1 from notifiers n where n.desk_id = d.id)`)
    .where(sql<boolean>`not exists (select 1 from checkins c where c.desk_id = d.id and c.deactivated_at is null)`)
    .where(
      sql<boolean>`not exists (select 1 from bookings bk where bk.desk_id = d.id and bk.date = ${today}::date
        and bk.cancelled_at is null and bk.end_at > ${now})`,
    )
    .execute();
  if (desks.length === 0) return 0;
  const freeIds = desks.map((d) => d.id);
  const watchers = await trx
    .selectFrom('notifiers')
    .select(['user_id', 'desk_id'])
    .where(sql<boolean>`desk_id = any(${freeIds}::int[])`)
    .execute();
  const excluded = new Set(freed.filter((f) => f.freedBy !== undefined).map((f) => `${f.deskId}|${f.freedBy}`));
  const byId = new Map(desks.map((d) => [d.id, d]));
  const told = watchers.filter((w) => !excluded.has(`${w.desk_id}|${w.user_id}`));
  const messages = told.map((w) => {
    const desk = byId.get(w.desk_id)!;
    return {
      userId: w.user_id,
      kind: 'desk_free',
      texts: deskFreeTexts(desk, today),
      data: { desk_id: desk.id, floor_id: desk.floor_id, date: today },
    };
  });
  await createMessages(trx, messages, { at: now });
  if (mail?.enabled) {
    await queueMails(
      trx,
      mail,
      messages.map((m) => ({
        userId: m.userId,
        kind: 'desk_free' as const,
        render: (lang: Language, firstName: string) =>
          deskFreeMail(lang, firstName, m.texts[lang], { origin: mail.origin }),
      })),
    );
  }
  return messages.length;
}
