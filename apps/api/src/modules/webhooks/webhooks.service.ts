import { randomBytes } from 'node:crypto';
import {
  ErrorCode,
  isWebhookEventType,
  type TWebhook,
  type TWebhookCreate,
  type TWebhookCreated,
  type TWebhookDelivery,
  type TWebhookEventType,
  type TWebhookUpdate,
  WEBHOOK_SECRET_PREFIX,
  ZWebhookCreateSchema,
} from '@flexapp/contract';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../lib/errors';
import { publishEvent } from '../../live';
import { registerReceiver } from './receivers.service';
import { presentDelivery, presentEndpoint } from './webhooks.presenter';
import {
  deleteEndpoint,
  deliveryRows,
  endpointRows,
  findEndpoint,
  insertEndpoint,
  insertRedelivery,
  updateEndpoint,
} from './webhooks.repository';

/** Deliveries an endpoint's log shows, newest first. */
export const DELIVERY_LOG_SIZE = 100;

/** Unknown event names are refused with their own code (decision 255), each once. */
function checkedEvents(events: string[]): TWebhookEventType[] {
  const unknown = events.filter((e) => !isWebhookEventType(e));
  if (unknown.length > 0)
    throw new AppError(ErrorCode.WEBHOOK_EVENT_UNKNOWN, undefined, { events: unknown.map((e) => `Unknown: ${e}`) });
  return [...new Set(events as TWebhookEventType[])];
}

/** A new signing secret: Standard Webhooks' `whsec_` and 32 random bytes in base64. */
const newSecret = () => `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64')}`;

export const listWebhooks = async (db: Db): Promise<TWebhook[]> => (await endpointRows(db)).map(presentEndpoint);

/** Registers an endpoint; its secret is in this answer only. */
export async function createWebhook(db: Db, now: Date, input: TWebhookCreate): Promise<TWebhookCreated> {
  const body = ZWebhookCreateSchema.parse(input);
  const events = checkedEvents(body.events);
  const secret = newSecret();
  const row = await registerReceiver(db, body.url, (url) =>
    insertEndpoint(db, { url, description: body.description, events, secret, created_at: now }),
  );
  return { ...presentEndpoint(row), secret };
}

/** Changes events, description or enabled; enabling again clears a disable for failures. */
export async function updateWebhook(db: Db, id: number, input: TWebhookUpdate): Promise<TWebhook> {
  const events = input.events ? checkedEvents(input.events) : undefined;
  const row = await updateEndpoint(db, id, {
    ...(events ? { events } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.enabled !== undefined ? { enabled: input.enabled, disabled_for_failures: false } : {}),
  });
  if (!row) throw notFound();
  return presentEndpoint(row);
}

export async function removeWebhook(db: Db, id: number): Promise<void> {
  if (!(await deleteEndpoint(db, id))) throw notFound();
}

export async function listDeliveries(db: Db, id: number): Promise<TWebhookDelivery[]> {
  if (!(await findEndpoint(db, id))) throw notFound();
  return (await deliveryRows(db, id, DELIVERY_LOG_SIZE)).map(presentDelivery);
}

/** "Send again": a new delivery of the same event (the same webhook-id), queued at once. */
export async function redeliver(db: Db, now: Date, id: number, deliveryId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const inserted = await insertRedelivery(trx, id, deliveryId, now);
    if (!inserted) throw notFound();
    await publishEvent(trx, { type: 'webhooks_queued' });
  });
}
