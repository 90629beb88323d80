import { randomUUID } from 'node:crypto';
import { EVENTS_CHANNEL, type TAppEvent } from '@flexapp/contract';
import { type RawBuilder, sql } from 'kysely';
import type { DbOrTrx } from '../db/database';
import { eachInTurns, flatMapInTurns } from './in-turns';
import { jsonRows } from '../lib/json-rows';

/**
 * Events between API processes only, never sent to browsers: something cached
 * per user changed (a session signed out or revoked, the profile, the user's
 * own bookings).
 */
export type TInternalEvent =
  /**
   * `checkin`: only the person's check-ins changed (a check-in, a check-out, a forgotten check-out closed):
   * answers about their account and bookings stay (staff's user list; decision 033).
   * `bookings`: only the person's bookings changed (the sweep released one): their sessions and profile stay
   * (live-cache scope `{ bookings }`; decision 033).
   */
  | { type: 'user_changed'; user_id: number; checkin?: true; bookings?: true }
  /** user_changed for each of many people at once (the sweep's releases and closing-time check-outs; decision 033). */
  | { type: 'users_changed'; user_ids: number[]; checkin?: true; bookings?: true }
  /**
   * A `message` event for each [user_id, message_id] pair (the sweep's thousands of owner messages;
   * decision 033): the event hub sends each recipient's streams their `message` events.
   */
  | { type: 'messages'; to: [number, number][] }
  /** E-mail was written to the outbox: the job runner of any process hands it to the mail queue. */
  | { type: 'mail_queued' }
  /** Webhook deliveries were written (decision 256): the job runner of any process hands them to its queue. */
  | { type: 'webhooks_queued' }
  /**
   * Bookings the sweep released (decision 033), as many as fit a NOTIFY payload: to the live cache, what
   * desks_status and users_changed (`bookings`) would say, and which bookings went, so that it takes them out of
   * the answers it holds rather than dropping those answers.
   */
  | { type: 'bookings_released'; bookings: ReleasedTuple[] }
  /** An app event for the open streams alone: the live cache heard its change already (bookings_released). */
  | { type: 'streams_only'; event: TAppEvent };
export type TServerEvent = TAppEvent | TInternalEvent;

/** A released booking in a bookings_released event: id, owner, desk (null: a room), building, date, slot (null: a room). */
export type ReleasedTuple = [number, number, number | null, number, string, number | null];

/** The events browsers receive on GET /api/events (a `messages` event reaches them as `message` events). */
export const isClientEvent = (event: TServerEvent): event is TAppEvent =>
  event.type !== 'user_changed' &&
  event.type !== 'users_changed' &&
  event.type !== 'messages' &&
  event.type !== 'mail_queued' &&
  event.type !== 'webhooks_queued' &&
  event.type !== 'bookings_released' &&
  event.type !== 'streams_only';

type LocalListener = (event: TServerEvent) => void;
const localListeners = new Set<LocalListener>();

/**
 * Listens to the events this process publishes, at once (before they commit).
 * The same events come back from PostgreSQL after the commit, to every process.
 */
export function onPublished(listener: LocalListener): () => void {
  localListeners.add(listener);
  return () => localListeners.delete(listener);
}

/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more: events are packed below this. */
const PAYLOAD_BYTES = 7_500;

/** This process, as payloads of events it has already heard itself name it (publishOnCommit). */
export const PROCESS_ID = randomUUID();

/** One NOTIFY payload: its events, and the process that heard them already, if one did. */
export interface Notified {
  events: TServerEvent[];
  heardBy?: string;
}

/**
 * The NOTIFY payloads for `events`: JSON arrays of events, as many to a payload as fit, the same
 * event once (as PostgreSQL folds equal notifications of a transaction); with `heardBy`, objects
 * `{"heard_by": …, "events": […]}`. Many events are then a few notifications for PostgreSQL to queue
 * and every process to receive.
 */
export function packEvents(events: TServerEvent[], heardBy?: string): string[] {
  return packJsons(
    events.map((e) => JSON.stringify(e)),
    heardBy,
  );
}

/** packEvents of events already serialised, one JSON text each. */
function packJsons(jsons: string[], heardBy?: string): string[] {
  const head = heardBy ? `{"heard_by":${JSON.stringify(heardBy)},"events":[` : '[';
  const tail = heardBy ? ']}' : ']';
  const payloads: string[] = [];
  let batch: string[] = [];
  let bytes = head.length + tail.length;
  for (const json of new Set(jsons)) {
    const size = Buffer.byteLength(json) + 1;
    if (batch.length > 0 && bytes + size > PAYLOAD_BYTES) {
      payloads.push(`${head}${batch.join(',')}${tail}`);
      batch = [];
      bytes = head.length + tail.length;
    }
    batch.push(json);
    bytes += size;
  }
  if (batch.length > 0) payloads.push(`${head}${batch.join(',')}${tail}`);
  return payloads;
}

/** The events of one NOTIFY payload (packEvents' forms; a lone event is read too). */
export function unpackEvents(payload: string | undefined): Notified {
  try {
    const parsed = JSON.parse(payload ?? '') as
      TServerEvent | TServerEvent[] | { heard_by: string; events: TServerEvent[] };
    if (Array.isArray(parsed)) return { events: parsed };
    if ('heard_by' in parsed) return { events: parsed.events, heardBy: parsed.heard_by };
    return { events: [parsed] };
  } catch {
    return { events: [] };
  }
}

/**
 * Publishes live events with pg_notify (one round trip, packed by packEvents). Called with the
 * transaction that makes the change, PostgreSQL delivers it on commit (never for a rollback),
 * to the listeners of every API process. This process's listeners also see the events at once
 * (before the commit), so a request's next request reads its own change.
 */
export async function publishEvent(db: DbOrTrx, ...events: TServerEvent[]): Promise<void> {
  if (events.length === 0) return;
  await notify(db, packEvents(events));
  for (const event of events) for (const listener of localListeners) listener(event);
}

/**
 * publishEvent inside the caller's own statement (decision 336): `notify` is an SQL expression sending the
 * payloads unless `unless` holds (counting them), PostgreSQL delivering them on commit and never for a failed
 * statement; `tell` hands the events to this process's listeners once the statement has run.
 */
export function eventsInStatement(
  events: TServerEvent[],
  unless: RawBuilder<boolean>,
): { notify: RawBuilder<number>; tell: () => void } {
  return {
    notify: sql<number>`(select count(pg_notify(${EVENTS_CHANNEL}, p::text))
      from json_array_elements(${jsonRows(packEvents(events))}) p where not ${unless})`,
    tell: () => {
      for (const event of events) for (const listener of localListeners) listener(event);
    },
  };
}

/**
 * publishEvent for the background jobs: PostgreSQL delivers the events to the other processes after
 * the commit, and this process hears them right after its own commit, once, when the caller hands
 * `heard` to hearCommitted (the payloads name this process, whose live cache then passes them over).
 * Told before the commit, as publishEvent tells it, and again on delivery, this process's cache would
 * throw away every answer it computes until the delivery (each event moves a generation; decision 033).
 */
export async function publishOnCommit(db: DbOrTrx, events: TServerEvent[], heard: TServerEvent[]): Promise<void> {
  if (events.length === 0) return;
  // Serialised in slices, with turns of the event loop between them (decision 033).
  const jsons = await flatMapInTurns(events, (e) => [JSON.stringify(e)]);
  await notify(db, packJsons(jsons, PROCESS_ID));
  heard.push(...events);
}

/**
 * Every payload in one round trip, PostgreSQL delivering them on commit. The payloads are JSON, so
 * they go as the elements of one JSON array (lib/json-rows), each sent on as its own text: nothing
 * is escaped a second time.
 */
async function notify(db: DbOrTrx, payloads: string[]): Promise<void> {
  await sql`select pg_notify(${EVENTS_CHANNEL}, p::text) from json_array_elements(${jsonRows(payloads)}) p`.execute(db);
}

/**
 * Tells this process's listeners of events whose transaction has committed (publishOnCommit's `heard`),
 * giving the event loop turns between slices (decision 033).
 */
export async function hearCommitted(events: TServerEvent[]): Promise<void> {
  await eachInTurns(events, (event) => {
    for (const listener of localListeners) listener(event);
  });
}

/** user_changed: the user's cached sessions, profile and bookings are dropped in every process. */
export const publishUserChanged = (db: DbOrTrx, userId: number, what?: { checkin: true }) =>
  publishEvent(db, { type: 'user_changed', user_id: userId, ...what });

/** More people than this changed at once are told in users_changed and messages events (decision 033). */
export const PEOPLE_EVENTS_EACH = 20;

/** People a users_changed event names at most, and messages a messages event: each fits a NOTIFY payload. */
const IDS_A_EVENT = 500;
const MESSAGES_A_EVENT = 250;

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/**
 * The user_changed events for people whose check-ins, bookings or profile changed (`what` as in
 * user_changed), each person once: one each, or for more than PEOPLE_EVENTS_EACH people, users_changed
 * events of up to 500, so that many people are a few events to serialise, send and read.
 */
export function userChangeEvents(
  userIds: readonly number[],
  what: { checkin?: true; bookings?: true } = {},
): TServerEvent[] {
  const ids = [...new Set(userIds)];
  if (ids.length <= PEOPLE_EVENTS_EACH) return ids.map((id) => ({ type: 'user_changed', user_id: id, ...what }));
  return chunks(ids, IDS_A_EVENT).map((part) => ({ type: 'users_changed', user_ids: part, ...what }));
}

/**
 * The `message` events for new messages: one each, or for more than PEOPLE_EVENTS_EACH, messages events
 * of up to 250 [user_id, message_id] pairs (decision 033).
 */
export function messageEvents(messages: readonly { user_id: number; id: number }[]): TServerEvent[] {
  if (messages.length <= PEOPLE_EVENTS_EACH)
    return messages.map((m) => ({ type: 'message', user_id: m.user_id, message_id: m.id }));
  return chunks(messages, MESSAGES_A_EVENT).map((part) => ({
    type: 'messages',
    to: part.map((m): [number, number] => [m.user_id, m.id]),
  }));
}

/** Released bookings a bookings_released event carries at most: about 40 bytes each, they fit a NOTIFY payload. */
export const RELEASED_A_EVENT = 160;

/** The bookings_released events for released bookings (decision 033). */
export const releasedEvents = (bookings: readonly ReleasedTuple[]): TServerEvent[] =>
  chunks(bookings, RELEASED_A_EVENT).map((part) => ({ type: 'bookings_released', bookings: part }));

/** App events for the open streams alone (streams_only): the live cache hears their change from other events. */
export const streamsOnly = (events: readonly TAppEvent[]): TServerEvent[] =>
  events.map((event) => ({ type: 'streams_only', event }));

/** One desk whose status changed on a date, where it is. */
export interface DeskChange {
  desk_id: number;
  room_id: number;
  floor_id: number;
  building_id: number;
  date: string;
}

/** More desks than this changed on one date at once are told as one desks_status event (decision 033). */
export const DESK_EVENTS_EACH = 20;

/**
 * The live events for desks whose status changed: a desk_status a desk, each desk and date once; but
 * for a date with more than DESK_EVENTS_EACH desks (the sweep releasing thousands), one desks_status
 * naming their buildings. Every open app reacts to both the same way, so a sweep sends each of them one
 * frame, not one a desk.
 */
export function deskChangeEvents(changes: readonly DeskChange[]): TAppEvent[] {
  const byDate = new Map<string, Map<number, DeskChange>>();
  for (const c of changes) {
    const desks = byDate.get(c.date) ?? new Map<number, DeskChange>();
    desks.set(c.desk_id, c);
    byDate.set(c.date, desks);
  }
  const events: TAppEvent[] = [];
  for (const [date, desks] of byDate) {
    if (desks.size > DESK_EVENTS_EACH) {
      const buildings = [...new Set([...desks.values()].map((d) => d.building_id))].sort((a, b) => a - b);
      events.push({ type: 'desks_status', date, building_ids: buildings, desks: desks.size });
    } else {
      for (const d of desks.values())
        events.push({
          type: 'desk_status',
          desk_id: d.desk_id,
          room_id: d.room_id,
          floor_id: d.floor_id,
          building_id: d.building_id,
          date,
        });
    }
  }
  return events;
}

/** desk_status for a desk, looking up its room, floor and building. */
export async function publishDeskStatus(db: DbOrTrx, deskId: number, date: string): Promise<void> {
  const row = await db
    .selectFrom('desks as d')
    .innerJoin('rooms as r', 'r.id', 'd.room_id')
    .innerJoin('floors as f', 'f.id', 'r.floor_id')
    .select(['d.room_id', 'r.floor_id', 'f.building_id'])
    .where('d.id', '=', deskId)
    .executeTakeFirst();
  if (row) {
    await publishEvent(db, {
      type: 'desk_status',
      desk_id: deskId,
      room_id: row.room_id,
      floor_id: row.floor_id,
      building_id: row.building_id,
      date,
    });
  }
}

/**
 * guests_changed for a guest at a desk or room (decision 367), looking up its building; a guest without a place
 * concerns every building (null).
 */
export async function publishGuestsChanged(
  db: DbOrTrx,
  place: { deskId: number | null; roomId: number | null },
  date: string,
): Promise<void> {
  const row =
    place.deskId === null && place.roomId === null
      ? null
      : await db
          .selectFrom('rooms as r')
          .innerJoin('floors as f', 'f.id', 'r.floor_id')
          .select('f.building_id')
          .where(
            'r.id',
            '=',
            place.deskId === null
              ? place.roomId!
              : db.selectFrom('desks').select('room_id').where('id', '=', place.deskId),
          )
          .executeTakeFirst();
  await publishEvent(db, { type: 'guests_changed', building_id: row?.building_id ?? null, date });
}

/** room_status for a meeting room (booked or cancelled; decision 130), looking up its floor and building. */
export async function publishRoomStatus(db: DbOrTrx, roomId: number, date: string): Promise<void> {
  const row = await db
    .selectFrom('rooms as r')
    .innerJoin('floors as f', 'f.id', 'r.floor_id')
    .select(['r.floor_id', 'f.building_id'])
    .where('r.id', '=', roomId)
    .executeTakeFirst();
  if (row)
    await publishEvent(db, {
      type: 'room_status',
      room_id: roomId,
      floor_id: row.floor_id,
      building_id: row.building_id,
      date,
    });
}
