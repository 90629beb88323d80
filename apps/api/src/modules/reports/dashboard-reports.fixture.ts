import { toApiDate } from '@flexapp/contract';
import type { Db } from '../../db/database';
import { createStructure } from '../../../test/fixtures';
import { createUser } from '../../../test/helpers';

/**
 * A tiny organisation whose report answers are computed by hand in
 * dashboard-reports.test.ts and checkin-stats.test.ts. Times are local (the
 * organisation's time zone is the server's).
 *
 *   HQ:    Floor 1 > Open space (WORKSPACE: D1, D2, D3), Boardroom (MEETING)
 *   Annex: Floor 1 > Open space (WORKSPACE: D1, D2 closed), Boardroom (MEETING)
 *
 *   A1 u1    WORKSPACE HQ D1     Mon 2026-10-05 09:00-17:00  28800 s
 *   A2 u2    WORKSPACE HQ D2     Mon 2026-10-05 10:00-12:00   7200 s
 *   A3 u1    WORKSPACE HQ D1     Tue 2026-10-06 09:00-13:00  14400 s
 *   A4 u3    MEETING   HQ Board  Tue 2026-10-06 14:00-15:00   3600 s
 *   A5 guest WORKSPACE HQ D3     Mon 2026-10-12 13:00-14:30   5400 s
 *   A6 u2    WORKSPACE Annex D1  Mon 2026-10-05 08:00-16:00  28800 s  (desk only, no room_id)
 *   A7 u3    WORKSPACE HQ D2     Thu 2026-09-10 09:00-11:00   7200 s
 *   A8 u1    HOMEWORK            Wed 2026-10-07 09:00-17:00  (never in a place report)
 *   now: u3 open MEETING in HQ Boardroom, u2 open HOMEWORK, u1 an accepted booking
 *   later today, worker an unconfirmed one, boss nothing; one anonymous account.
 *
 * `now` is the app's clock (REPORT_NOW: a Monday at 10:00, so "later today" stays today).
 */
export const REPORT_NOW = '2026-11-16T10:00:00';

export async function buildReportFixture(db: Db, now: Date = new Date(REPORT_NOW)) {
  const hq = await createStructure(db, { building: 'HQ', desks: 3, withPlan: false });
  const annex = await createStructure(db, { building: 'Annex', desks: 2, withPlan: false });
  await db.updateTable('desks').set({ is_closed: true }).where('id', '=', annex.deskIds[1]).execute();

  const boss = await createUser(db, { username: 'boss', staff: true, first_name: 'Bea', last_name: 'Boss' });
  const worker = await createUser(db, { username: 'worker', first_name: 'Wim', last_name: 'Worker' });
  const u1 = await createUser(db, { username: 'u1', first_name: 'Ann', last_name: 'One', is_bhv: true });
  const u2 = await createUser(db, { username: 'u2', first_name: 'Bob', last_name: 'Two' });
  const u3 = await createUser(db, { username: 'u3', first_name: 'Cas', last_name: 'Three' });
  await db
    .insertInto('users')
    .values({ username: 'kiosk', first_name: 'Kiosk', last_name: 'Anon', anonymous: true })
    .execute();

  const at = (day: string, time: string) => {
    const [y, m, d] = day.split('-').map(Number);
    const [h, min] = time.split(':').map(Number);
    return new Date(y, m - 1, d, h, min);
  };
  const place = (
    type: 'WORKSPACE' | 'MEETING',
    deskId: number | null,
    roomId: number,
    day: string,
    from: string,
    to: string,
  ) => ({
    type,
    desk_id: deskId,
    room_id: roomId,
    created: at(day, from),
    deactivated_at: at(day, to),
  });
  const ids: Record<string, number> = {};
  const rows = {
    A1: { user_id: u1, ...place('WORKSPACE', hq.deskIds[0], hq.roomId, '2026-10-05', '09:00', '17:00') },
    A2: { user_id: u2, ...place('WORKSPACE', hq.deskIds[1], hq.roomId, '2026-10-05', '10:00', '12:00') },
    A3: { user_id: u1, ...place('WORKSPACE', hq.deskIds[0], hq.roomId, '2026-10-06', '09:00', '13:00') },
    A4: { user_id: u3, ...place('MEETING', null, hq.meetingRoomId, '2026-10-06', '14:00', '15:00') },
    A5: {
      user_id: null,
      is_guest: true,
      guest_name: 'Gina Guest',
      ...place('WORKSPACE', hq.deskIds[2], hq.roomId, '2026-10-12', '13:00', '14:30'),
    },
    // A6 names only its desk (no room_id): the reports find the room through the desk.
    A6: {
      user_id: u2,
      ...place('WORKSPACE', annex.deskIds[0], annex.roomId, '2026-10-05', '08:00', '16:00'),
      room_id: null,
    },
    A7: { user_id: u3, ...place('WORKSPACE', hq.deskIds[1], hq.roomId, '2026-09-10', '09:00', '11:00') },
    A8: {
      user_id: u1,
      type: 'HOMEWORK' as const,
      desk_id: null,
      room_id: null,
      created: at('2026-10-07', '09:00'),
      deactivated_at: at('2026-10-07', '17:00'),
    },
  };
  for (const [key, values] of Object.entries(rows)) {
    const row = await db.insertInto('checkins').values(values).returning('id').executeTakeFirstOrThrow();
    ids[key] = row.id;
  }

  // The present moment, for user_counts.
  await db
    .insertInto('checkins')
    .values({ user_id: u3, type: 'MEETING', room_id: hq.meetingRoomId, created: now })
    .execute();
  await db.insertInto('checkins').values({ user_id: u2, type: 'HOMEWORK', created: now }).execute();
  const today = toApiDate(now);
  const later = (hours: number) => new Date(now.getTime() + hours * 3_600_000);
  const accepted = await db
    .insertInto('bookings')
    .values({
      user_id: u1,
      desk_id: hq.deskIds[2],
      timetable_id: hq.timetableIds[0],
      date: today,
      start_at: later(1),
      end_at: later(2),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('booking_confirmations')
    .values({ booking_id: accepted.id, status: 'waiting', opens_at: now, confirmed_at: now })
    .execute();
  await db
    .insertInto('bookings')
    .values({
      user_id: worker,
      desk_id: hq.deskIds[1],
      timetable_id: hq.timetableIds[0],
      date: today,
      start_at: later(1),
      end_at: later(2),
    })
    .execute();

  // Questionnaires: "Pulse" answered in September and October, "Old" only in September.
  const pulse = await db
    .insertInto('questionnaires')
    .values({ name: 'Pulse' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const question = await db
    .insertInto('questions')
    .values({ questionnaire_id: pulse.id, title: 'How was your day?' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const [good, bad, other] = await db
    .insertInto('question_answers')
    .values([
      { question_id: question.id, answer: 'Good', position: 0 },
      { question_id: question.id, answer: 'Bad', position: 1 },
      { question_id: question.id, answer: 'Other', is_custom: true, position: 2 },
    ])
    .returning('id')
    .execute();
  const old = await db.insertInto('questionnaires').values({ name: 'Old' }).returning('id').executeTakeFirstOrThrow();
  const oldQuestion = await db
    .insertInto('questions')
    .values({ questionnaire_id: old.id, title: 'Old question' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const oldAnswer = await db
    .insertInto('question_answers')
    .values({ question_id: oldQuestion.id, answer: 'Yes' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const respond = (questionId: number, answerId: number, day: string, info: string | null = null) => ({
    question_id: questionId,
    answer_id: answerId,
    user_id: u1,
    additional_info: info,
    created_at: at(day, '12:00'),
  });
  await db
    .insertInto('questionnaire_responses')
    .values([
      respond(question.id, good.id, '2026-10-01'),
      respond(question.id, good.id, '2026-10-31'),
      respond(question.id, other.id, '2026-10-15', 'Too cold'),
      respond(question.id, bad.id, '2026-09-30'),
      respond(oldQuestion.id, oldAnswer.id, '2026-09-15'),
    ])
    .execute();

  return {
    hq,
    annex,
    users: { boss, worker, u1, u2, u3 },
    checkins: ids,
    answers: { good: good.id, bad: bad.id, other: other.id },
  };
}
