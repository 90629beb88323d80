import { randomUUID } from 'node:crypto';
import { type TWebhookEventData, type TWebhookEventType, WEBHOOK_PAYLOAD_VERSION } from '@flexapp/contract';
import type { DbOrTrx } from '../../db/database';
import { publishEvent } from '../../live';
import {
  anySubscriber,
  bookingFacts,
  checkinFacts,
  deskFacts,
  insertEventsWithDeliveries,
} from './webhooks.repository';

type Event<T extends TWebhookEventType> = { type: T; data: TWebhookEventData<T> };

/**
 * Writes webhook events in the transaction of the change they report (decision 256): they exist exactly when the
 * change does, and the job runner delivers them after the commit (a `webhooks_queued` event wakes it). An event
 * no enabled endpoint subscribes to is not written. The change never waits for a receiver.
 */
export async function recordWebhookEvents<T extends TWebhookEventType>(
  trx: DbOrTrx,
  events: Event<T>[],
  at: Date,
): Promise<void> {
  const rows = events.map((e) => ({
    id: `msg_${randomUUID().replaceAll('-', '')}`,
    type: e.type,
    payload: { type: e.type, version: WEBHOOK_PAYLOAD_VERSION, timestamp: at.toISOString(), data: e.data },
  }));
  if ((await insertEventsWithDeliveries(trx, rows, at)) > 0) await publishEvent(trx, { type: 'webhooks_queued' });
}

type BookingEvent = 'booking.created' | 'booking.cancelled' | 'booking.released' | 'booking.confirmed';

/** A booking event for each of these bookings, with their ids, building, date and times. */
export async function recordBookingEvents(trx: DbOrTrx, type: BookingEvent, bookingIds: number[], at: Date) {
  // Nothing is read for an event nobody subscribes to.
  if (bookingIds.length === 0 || !(await anySubscriber(trx, type))) return;
  const facts = await bookingFacts(trx, bookingIds);
  await recordWebhookEvents(
    trx,
    facts.map((b) => ({
      type,
      data: {
        booking_id: b.id,
        user_id: b.user_id,
        desk_id: b.desk_id,
        room_id: b.room_id,
        building_id: b.building_id,
        date: b.date,
        start: b.start_at.toISOString(),
        end: b.end_at.toISOString(),
      },
    })),
    at,
  );
}

type CheckinEvent = 'checkin.started' | 'checkin.ended' | 'guest.registered' | 'guest.arrived' | 'guest.signed_out';

/** A check-in or guest event for each of these check-ins (a guest's visit is a check-in row). */
export async function recordCheckinEvents(trx: DbOrTrx, type: CheckinEvent, checkinIds: number[], at: Date) {
  // Nothing is read for an event nobody subscribes to.
  if (checkinIds.length === 0 || !(await anySubscriber(trx, type))) return;
  const facts = await checkinFacts(trx, checkinIds);
  const guest = type.startsWith('guest.');
  await recordWebhookEvents(
    trx,
    facts.map((c) =>
      guest
        ? { type, data: { checkin_id: c.id, host_user_id: c.visit_person_id, desk_id: c.desk_id, room_id: c.room_id } }
        : {
            type,
            data: { checkin_id: c.id, user_id: c.user_id, desk_id: c.desk_id, room_id: c.room_id, kind: c.type },
          },
    ) as Event<CheckinEvent>[],
    at,
  );
}

/** A desk.closed or desk.opened event for each of these desks. */
export async function recordDeskEvents(trx: DbOrTrx, type: 'desk.closed' | 'desk.opened', deskIds: number[], at: Date) {
  // Nothing is read for an event nobody subscribes to.
  if (deskIds.length === 0 || !(await anySubscriber(trx, type))) return;
  const facts = await deskFacts(trx, deskIds);
  await recordWebhookEvents(
    trx,
    facts.map((d) => ({
      type,
      data: { desk_id: d.id, room_id: d.room_id, floor_id: d.floor_id, building_id: d.building_id },
    })),
    at,
  );
}
