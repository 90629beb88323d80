import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStructure, insertBooking } from '../../../test/fixtures';
import { createUser, type TestContext } from '../../../test/helpers';
import { invitationOf, type MailTest, mailsOf, startMailTest } from '../../../test/invitations';
import { manualClock } from '../../lib/clock';
import { saveSettings } from '../configuration';
import { runSweep } from './sweep';

/**
 * A booking released by the sweep: its e-mail, sent by the job runner to a real SMTP server on loopback, carries
 * METHOD:CANCEL for the booking's UID with the SEQUENCE the database bumped on releasing (decisions 371, 389).
 */
const clock = manualClock('2027-03-01T08:20:00');
const DAY = '2027-03-01';
let t: MailTest;
let ctx: TestContext;

beforeAll(async () => {
  t = await startMailTest(clock);
  ctx = t.ctx;
}, 60_000);
afterAll(() => t?.close());

describe('the released-booking e-mail', () => {
  it('cancels the invitation with METHOD:CANCEL, the same UID and the raised SEQUENCE, in the person’s language', async () => {
    const s = await createStructure(ctx.db, { desks: 2 });
    const at = (hhmm: string) => new Date(`${DAY}T${hhmm}:00`);
    const book = async (username: string, language: 'en' | 'nl', desk: number) =>
      insertBooking(ctx.db, {
        userId: await createUser(ctx.db, { username, language, first_name: username }),
        deskId: s.deskIds[desk]!,
        timetableId: s.timetableIds[0]!,
        date: DAY,
        start: at('08:00'),
        end: at('12:00'),
      });
    const ann = await book('ann', 'en', 0);
    const bas = await book('bas', 'nl', 1);
    // A meeting room nobody checked in to is released the same way (decision 404).
    const { id: cor } = await ctx.db
      .insertInto('bookings')
      .values({
        user_id: await createUser(ctx.db, { username: 'cor', language: 'en', first_name: 'Cor' }),
        room_id: s.meetingRoomId,
        date: DAY,
        start_at: at('08:00'),
        end_at: at('09:00'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await saveSettings(ctx.db, { auto_release_minutes: 15 }, null);

    const { rows, mails } = await mailsOf(t, () => runSweep(ctx.app, clock.now()));
    expect(rows.map((r) => [r.kind, r.recipient])).toEqual([
      ['booking_released', 'ann@example.test'],
      ['booking_released', 'bas@example.test'],
      ['booking_released', 'cor@example.test'],
    ]);

    for (const [id, lang, to, location] of [
      [ann, 'EN', 'ann@example.test', 'desk D1, floor Floor 1, HQ'],
      [bas, 'NL', 'bas@example.test', 'werkplek D2, verdieping Floor 1, HQ'],
      [cor, 'EN', 'cor@example.test', 'room Boardroom, floor Floor 1, HQ'],
    ] as const) {
      const invitation = invitationOf(mails.find((m) => m.envelopeTo.includes(to))!);
      expect(invitation).toMatchObject({
        contentMethod: 'CANCEL',
        method: 'CANCEL',
        organizer: 'mailto:flexapp@example.com',
        uid: `booking-${id}@flex.test`,
        sequence: 1,
        status: 'CANCELLED',
        location,
        attendees: [`mailto:${to}`],
      });
      expect(invitation.prodid).toContain(`//${lang}`);
    }
  });
});
