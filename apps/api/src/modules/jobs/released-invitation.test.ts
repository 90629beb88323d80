import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStructure, insertBooking } from '../../../test/fixtures';
import { parseCalendar } from '../../../test/ical';
import { createUser, type TestContext } from '../../../test/helpers';
import { startMailTest } from '../../../test/invitations';
import { manualClock } from '../../lib/clock';
import { saveSettings } from '../configuration';
import { runSweep } from './sweep';

/**
 * A booking released by the sweep: its e-mail, sent by the job runner to a real SMTP server on loopback, carries
 * METHOD:CANCEL for the booking's UID with the SEQUENCE the database bumped on releasing (decisions 371, 389).
 */
const clock = manualClock('2027-03-01T08:20:00');
const DAY = '2027-03-01';
let mailTest: Awaited<ReturnType<typeof startMailTest>>;
let smtp: typeof mailTest.smtp;
let ctx: TestContext;

beforeAll(async () => {
  mailTest = await startMailTest(clock);
  ({ smtp, ctx } = mailTest);
}, 60_000);
afterAll(() => mailTest?.close());

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
    await saveSettings(ctx.db, { auto_release_minutes: 15 }, null);

    const { rows } = await mailTest.mailsOf(() => runSweep(ctx.app, clock.now()));
    expect(rows.map((r) => [r.kind, r.recipient])).toEqual([
      ['booking_released', 'ann@example.test'],
      ['booking_released', 'bas@example.test'],
    ]);

    for (const [id, lang, to] of [
      [ann, 'EN', 'ann@example.test'],
      [bas, 'NL', 'bas@example.test'],
    ] as const) {
      const mail = smtp.received.find((m) => m.envelopeTo.includes(to))!;
      const [ics] = mail.parsed.attachments;
      expect(ics!.filename).toBe('invite.ics');
      expect((ics!.headers.get('content-type') as { params?: { method?: string } }).params?.method).toBe('CANCEL');
      const text = ics!.content.toString('utf8');
      const root = new ICAL.Component(ICAL.parse(text));
      const vevent = root.getFirstSubcomponent('vevent')!;
      expect(root.getFirstPropertyValue('method')).toBe('CANCEL');
      expect(String(root.getFirstPropertyValue('prodid'))).toContain(`//${lang}`);
      expect(String(vevent.getFirstPropertyValue('organizer')).toLowerCase()).toBe('mailto:flexapp@example.com');
      expect(parseCalendar(text).events).toEqual([
        expect.objectContaining({ uid: `booking-${id}@flex.test`, sequence: 1, status: 'CANCELLED' }),
      ]);
    }
  });
});
