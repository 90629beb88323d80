import { type PgBoss, fromKysely } from 'pg-boss';
import { Webhook } from 'standardwebhooks';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/errors';
import { createMessages, type MessageTexts } from '../messages';
import { updateChannel } from './chat-channels.repository';
import { chatRequest } from './chat-delivery';
import { disablePersonalChannel } from './personal-chat.repository';
import { personalChatRequest } from './personal-chat.service';
import { checkReceiverAddress } from './receivers.service';
import { postToReceiver, ReceiverTimeout } from './receiver-request';
import type { Resolver } from './webhook-address';
import {
  deliveryToSend,
  markQueued,
  recordAttempt,
  staffUserIds,
  takeUnqueued,
  updateEndpoint,
} from './webhooks.repository';

export const WEBHOOK_QUEUE = 'webhook';

/**
 * Hands new deliveries to the job runner's webhook queue: one pg-boss job each, inserted in the transaction that
 * marks them queued (FOR UPDATE SKIP LOCKED: processes dispatching at once take different rows, so each delivery
 * becomes exactly one job).
 */
export async function dispatchWebhooks(db: Db, boss: PgBoss, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await db.transaction().execute(async (trx) => {
      const ids = await takeUnqueued(trx, 200);
      if (ids.length === 0) return 0;
      await boss.insert(
        WEBHOOK_QUEUE,
        ids.map((id) => ({ data: { delivery_id: id } })),
        { db: fromKysely(trx) },
      );
      await markQueued(trx, ids, now);
      return ids.length;
    });
    total += n;
    if (n < 200) return total;
  }
}

export interface Attempt {
  deliveryId: string;
  /** No retry follows a failure of this attempt: the delivery fails and its endpoint is disabled. */
  last: boolean;
  now: Date;
  timeoutMs: number;
  /** The setting webhooks_allow_private_addresses (decision 258), read by the worker once a fetch (decision 432). */
  allowPrivateAddresses: boolean;
  /** The lookup seam (decision 320): the system's DNS unless a test gives a stub. */
  resolve?: Resolver;
  /** The signed Confirm link of a reminder's confirmation, for a person's chat channel (decision 370). */
  confirmLink?: (confirmationId: number) => string;
}

/** What an attempt did: `retry` is true when the job must fail so that pg-boss tries again. */
export type AttemptOutcome = 'succeeded' | 'retry' | 'failed' | 'skipped';

const texts: MessageTexts = {
  en: {
    title: 'A webhook was turned off',
    body: 'Its receiver kept failing for a day. Setup > Webhooks shows its deliveries; turn it on again when the receiver works.',
  },
  nl: {
    title: 'Een webhook is uitgezet',
    body: 'De ontvanger faalde een dag lang. Beheer > Webhooks toont de afleveringen; zet hem weer aan zodra de ontvanger werkt.',
  },
};

/**
 * One attempt of a delivery (decision 257) to a webhook endpoint or a chat channel (decision 270). A 2xx answer within
 * `timeoutMs` is success; redirects are not followed. After the last attempt fails the endpoint is disabled and every
 * staff member gets a message. An attempt to an endpoint sends two statements: the read of what to send and the write
 * of its outcome (decision 432).
 */
export async function attemptDelivery(db: Db, attempt: Attempt): Promise<AttemptOutcome> {
  const target = await requestOf(db, attempt);
  if (!target || target.status !== 'pending' || !target.enabled) return 'skipped';
  const started = performance.now();
  let status: number | null = null;
  let error: string | null = null;
  try {
    const { url, addresses } = await checkReceiverAddress(target.url, attempt.allowPrivateAddresses, attempt.resolve);
    status = await postToReceiver(url, addresses, {
      timeoutMs: attempt.timeoutMs,
      headers: { 'content-type': 'application/json', 'user-agent': 'flexapp-webhooks/1', ...target.headers },
      body: target.body,
    });
    if (status < 200 || status > 299) error = `HTTP ${status}`;
  } catch (err) {
    error =
      err instanceof AppError
        ? err.code
        : err instanceof ReceiverTimeout
          ? err.message
          : String(err instanceof Error ? (err.cause ?? err.message) : err).slice(0, 500);
  }
  const duration = Math.round(performance.now() - started);
  const outcome: AttemptOutcome = error === null ? 'succeeded' : attempt.last ? 'failed' : 'retry';
  const result = {
    status: outcome === 'retry' ? 'pending' : outcome === 'failed' ? 'failed' : 'succeeded',
    response_status: status,
    duration_ms: duration,
    error,
    at: attempt.now,
  } as const;
  // A success or a retry is one statement, no transaction around it (decision 432); the last failure also turns its
  // receiver off, in the same transaction.
  if (outcome !== 'failed') {
    await recordAttempt(db, attempt.deliveryId, result);
    return outcome;
  }
  await db.transaction().execute(async (trx) => {
    await recordAttempt(trx, attempt.deliveryId, result);
    // A person's channel that failed for a day is turned off; Settings shows it off (decision 370).
    if (target.personalChannelId !== null) return void (await disablePersonalChannel(trx, target.personalChannelId));
    // A chat channel that failed for a day is turned off (decision 270); staff see it in Setup.
    if (target.channelId !== null) return void (await updateChannel(trx, target.channelId, { enabled: false }));
    const disabled = await updateEndpoint(trx, target.endpointId, { enabled: false, disabled_for_failures: true });
    if (!disabled) return;
    const staff = await staffUserIds(trx);
    await createMessages(
      trx,
      staff.map((userId) => ({ userId, kind: 'webhook_disabled', texts, data: { webhook_id: target.endpointId } })),
      { at: attempt.now },
    );
  });
  return outcome;
}

/**
 * What an attempt sends: to an endpoint the event's body signed as Standard Webhooks says (the event's id as
 * webhook-id on every attempt, the app's clock as webhook-timestamp); to a chat channel its message (decision 270).
 */
async function requestOf(db: Db, attempt: Attempt) {
  const delivery = await deliveryToSend(db, attempt.deliveryId);
  if (!delivery) {
    const chat = await chatRequest(db, attempt.deliveryId);
    if (chat) return { ...chat, personalChannelId: null, endpointId: 0, headers: {} as Record<string, string> };
    const own = await personalChatRequest(db, attempt.deliveryId, attempt.confirmLink);
    return own && { ...own, channelId: null, endpointId: 0, headers: {} as Record<string, string> };
  }
  const signature = new Webhook(delivery.secret).sign(delivery.event_id, attempt.now, delivery.body);
  return {
    status: delivery.status,
    enabled: delivery.enabled,
    url: delivery.url,
    body: delivery.body,
    endpointId: delivery.endpoint_id,
    channelId: null,
    personalChannelId: null,
    headers: {
      'webhook-id': delivery.event_id,
      'webhook-timestamp': String(Math.floor(attempt.now.getTime() / 1000)),
      'webhook-signature': signature,
    } as Record<string, string>,
  };
}
