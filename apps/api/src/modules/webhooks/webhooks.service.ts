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
import type { Db, DbOrTrx } from '../../db/database';
import { AppError, notFound } from '../../lib/errors';
import { publishEvent } from '../../live';
import { loadSettings } from '../configuration';
import { parseWebhookUrl, reachesOnlyPublic } from './webhook-address';
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

/**
 * An http(s) URL whose host resolves only to public addresses, unless the setting allows private ones
 * (decision 258). Checked on registering and again before every attempt (DNS may change).
 */
export async function checkWebhookUrl(db: DbOrTrx, url: string): Promise<URL> {
  const parsed = parseWebhookUrl(url);
  if (!parsed) throw new AppError(ErrorCode.WEBHOOK_URL_INVALID, undefined, { url: ['http(s) only'] });
  const settings = await loadSettings(db);
  if (!settings.webhooks_allow_private_addresses && !(await reachesOnlyPublic(parsed)))
    throw new AppError(ErrorCode.WEBHOOK_ADDRESS_REFUSED, undefined, { url: ['private address'] });
  return parsed;
}

/** A new signing secret: Standard Webhooks' `whsec_` and 32 random bytes in base64. */
const newSecret = () => `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64')}`;

export const listWebhooks = async (db: Db): Promise<TWebhook[]> => (await endpointRows(db)).map(presentEndpoint);

/** Registers an endpoint; its secret is in this answer only. */
export async function createWebhook(db: Db, now: Date, input: TWebhookCreate): Promise<TWebhookCreated> {
  const body = ZWebhookCreateSchema.parse(input);
  const events = checkedEvents(body.events);
  const url = await checkWebhookUrl(db, body.url);
  const secret = newSecret();
  const row = await insertEndpoint(db, {
    url: url.toString(),
    description: body.description,
    events,
    secret,
    created_at: now,
  });
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
