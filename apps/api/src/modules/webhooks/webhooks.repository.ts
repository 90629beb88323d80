import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import { CHAT_EVENT_TYPES } from './chat-messages';

const endpointColumns = [
  'id',
  'url',
  'description',
  'events',
  'enabled',
  'disabled_for_failures',
  'created_at',
] as const;
export type EndpointRow = {
  id: number;
  url: string;
  description: string;
  events: string[];
  enabled: boolean;
  disabled_for_failures: boolean;
  created_at: Date;
};

export const endpointRows = (db: DbOrTrx): Promise<EndpointRow[]> =>
  db.selectFrom('webhook_endpoints').select(endpointColumns).orderBy('id').execute();

export const findEndpoint = (db: DbOrTrx, id: number): Promise<EndpointRow | undefined> =>
  db.selectFrom('webhook_endpoints').select(endpointColumns).where('id', '=', id).executeTakeFirst();

export const insertEndpoint = (
  db: DbOrTrx,
  row: { url: string; description: string; events: string[]; secret: string; created_at: Date },
): Promise<EndpointRow> =>
  db.insertInto('webhook_endpoints').values(row).returning(endpointColumns).executeTakeFirstOrThrow();

export const updateEndpoint = (
  db: DbOrTrx,
  id: number,
  changes: { events?: string[]; description?: string; enabled?: boolean; disabled_for_failures?: boolean },
): Promise<EndpointRow | undefined> =>
  db.updateTable('webhook_endpoints').set(changes).where('id', '=', id).returning(endpointColumns).executeTakeFirst();

export async function deleteEndpoint(db: DbOrTrx, id: number): Promise<boolean> {
  const result = await db.deleteFrom('webhook_endpoints').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Chat events as the webhook event types they are (decision 270), for SQL. */
const chatTypes = JSON.stringify(CHAT_EVENT_TYPES);

/** An event's building: its own, or that of its room, or of its desk's room (`i` is the event). */
const buildingOf = sql`
  select coalesce((i.payload->'data'->>'building_id')::int, (
    select f.building_id from rooms r join floors f on f.id = r.floor_id
    where r.id = coalesce(
      (i.payload->'data'->>'room_id')::int,
      (select d.room_id from desks d where d.id = (i.payload->'data'->>'desk_id')::int))))`;

/**
 * Writes events and one delivery for each enabled endpoint subscribed to an event's type and each enabled chat
 * channel of the event's building that hears it (decision 270), in one statement; an event nobody wants is not
 * written. Returns the number of deliveries.
 */
export async function insertEventsWithDeliveries(
  db: DbOrTrx,
  events: { id: string; type: string; payload: Record<string, unknown> }[],
  at: Date,
): Promise<number> {
  if (events.length === 0) return 0;
  const { rows } = await sql<{ n: number }>`
    with input as (
      select * from jsonb_to_recordset(${JSON.stringify(events)}::jsonb) as x(id text, type text, payload jsonb)
    ), wanted as (
      select i.id, i.type, i.payload, w.id as endpoint_id, null::int as channel_id
      from input i join webhook_endpoints w on w.enabled and i.type = any(w.events)
      union all
      select i.id, i.type, i.payload, null, c.id
      from input i join chat_channels c on c.enabled
        and exists (select 1 from unnest(c.events) ev where ${chatTypes}::jsonb ->> ev = i.type)
        and c.building_id = (${buildingOf})
    ), e as (
      insert into webhook_events (id, type, payload, created_at)
      select distinct on (id) id, type, payload, ${at}::timestamptz from wanted
      returning id
    ), d as (
      insert into webhook_deliveries (endpoint_id, channel_id, event_id, created_at)
      select w.endpoint_id, w.channel_id, e.id, ${at}::timestamptz from wanted w join e on e.id = w.id
      returning 1
    )
    select count(*)::int as n from d`.execute(db);
  return rows[0]?.n ?? 0;
}

/**
 * Whether any enabled endpoint or chat channel subscribes to this event type, as an SQL boolean (one look at two
 * small tables) that a statement of another module can carry (decision 336).
 */
export const subscribedSql = (type: string) => sql<boolean>`(
    exists (select 1 from webhook_endpoints where enabled and ${type} = any(events))
    or exists (
      select 1 from chat_channels c, unnest(c.events) ev where c.enabled and ${chatTypes}::jsonb ->> ev = ${type}
    ))`;

/** Whether any enabled endpoint subscribes to this event type. */
export async function anySubscriber(db: DbOrTrx, type: string): Promise<boolean> {
  const { rows } = await sql<{ yes: boolean }>`select ${subscribedSql(type)} as yes`.execute(db);
  return rows[0]?.yes ?? false;
}

/** The facts of bookings a booking event carries: ids, the building, the date and the times. */
export const bookingFacts = (db: DbOrTrx, ids: number[]) =>
  db
    .selectFrom('bookings as b')
    .leftJoin('desks as d', 'd.id', 'b.desk_id')
    .innerJoin('rooms as r', (j) => j.on(sql<boolean>`r.id = coalesce(b.room_id, d.room_id)`))
    .innerJoin('floors as f', 'f.id', 'r.floor_id')
    .select(['b.id', 'b.user_id', 'b.desk_id', 'b.room_id', 'f.building_id', 'b.date', 'b.start_at', 'b.end_at'])
    .where(sql<boolean>`b.id = any(${ids}::int[])`)
    .orderBy('b.id')
    .execute();

/** The facts of check-ins a check-in or guest event carries. */
export const checkinFacts = (db: DbOrTrx, ids: number[]) =>
  db
    .selectFrom('checkins')
    .select(['id', 'user_id', 'desk_id', 'room_id', 'type', 'is_guest', 'visit_person_id'])
    .where(sql<boolean>`id = any(${ids}::int[])`)
    .orderBy('id')
    .execute();

/** The place of desks a desk event carries. */
export const deskFacts = (db: DbOrTrx, ids: number[]) =>
  db
    .selectFrom('desks as d')
    .innerJoin('rooms as r', 'r.id', 'd.room_id')
    .innerJoin('floors as f', 'f.id', 'r.floor_id')
    .select(['d.id', 'd.room_id', 'r.floor_id', 'f.building_id'])
    .where(sql<boolean>`d.id = any(${ids}::int[])`)
    .orderBy('d.id')
    .execute();

export type DeliveryRow = {
  id: string;
  event_id: string;
  event_type: string;
  status: 'pending' | 'succeeded' | 'failed';
  attempts: number;
  response_status: number | null;
  duration_ms: number | null;
  error: string | null;
  created_at: Date;
  last_attempt_at: Date | null;
};

/** The newest deliveries of an endpoint first. */
export const deliveryRows = (db: DbOrTrx, endpointId: number, limit: number): Promise<DeliveryRow[]> =>
  db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_events as e', 'e.id', 'd.event_id')
    .select([
      'd.id',
      'd.event_id',
      'e.type as event_type',
      'd.status',
      'd.attempts',
      'd.response_status',
      'd.duration_ms',
      'd.error',
      'd.created_at',
      'd.last_attempt_at',
    ])
    .where('d.endpoint_id', '=', endpointId)
    .orderBy('d.id', 'desc')
    .limit(limit)
    .execute();

/** A new delivery of an event an endpoint had: "send again" (same event, so the same webhook-id). */
export const insertRedelivery = (db: DbOrTrx, endpointId: number, deliveryId: string, at: Date) =>
  db
    .insertInto('webhook_deliveries')
    .columns(['endpoint_id', 'event_id', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom('webhook_deliveries')
        .select([eb.val(endpointId).as('endpoint_id'), 'event_id', eb.val(at).as('created_at')])
        .where('id', '=', deliveryId)
        .where('endpoint_id', '=', endpointId),
    )
    .returning('id')
    .executeTakeFirst();

/** What one attempt needs: the endpoint, its secret and the event's body. */
export const deliveryToSend = (db: DbOrTrx, deliveryId: string) =>
  db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_endpoints as w', 'w.id', 'd.endpoint_id')
    .innerJoin('webhook_events as e', 'e.id', 'd.event_id')
    .select([
      'd.id',
      'd.status',
      'd.attempts',
      'w.id as endpoint_id',
      'w.url',
      'w.secret',
      'w.enabled',
      'e.id as event_id',
    ])
    .select(sql<string>`e.payload::text`.as('body'))
    .where('d.id', '=', deliveryId)
    .executeTakeFirst();

export const recordAttempt = (
  db: DbOrTrx,
  deliveryId: string,
  result: {
    status: 'pending' | 'succeeded' | 'failed';
    response_status: number | null;
    duration_ms: number | null;
    error: string | null;
    at: Date;
  },
) =>
  db
    .updateTable('webhook_deliveries')
    .set((eb) => ({
      status: result.status,
      attempts: eb('attempts', '+', 1),
      response_status: result.response_status,
      duration_ms: result.duration_ms,
      error: result.error,
      last_attempt_at: result.at,
    }))
    .where('id', '=', deliveryId)
    .execute();

/** Deliveries not yet handed to the job queue, locked for this transaction (FOR UPDATE SKIP LOCKED). */
export async function takeUnqueued(db: DbOrTrx, limit: number): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    select id from webhook_deliveries where queued_at is null order by id limit ${limit} for update skip locked`.execute(
    db,
  );
  return rows.map((r) => r.id);
}

export const markQueued = (db: DbOrTrx, ids: string[], at: Date) =>
  db.updateTable('webhook_deliveries').set({ queued_at: at }).where('id', 'in', ids).execute();

export const staffUserIds = async (db: DbOrTrx): Promise<number[]> =>
  (
    await db
      .selectFrom('users')
      .select('id')
      .where('is_active', '=', true)
      .where(sql<boolean>`'staff' = any(roles)`)
      .execute()
  ).map((r) => r.id);
