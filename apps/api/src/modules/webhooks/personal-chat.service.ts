import {
  type TPersonalChatChannel,
  type TPersonalChatChannelInput,
  type TPersonalChatEvent,
  ZPersonalChatChannelInputSchema,
} from '@flexapp/contract';
import type { Db, DbOrTrx } from '../../db/database';
import { notFound } from '../../lib/errors';
import { findMessage } from '../messages';
import { chatBody } from './chat-messages';
import {
  deletePersonalChannel,
  type PersonalChannelRow,
  personalChannelOf,
  personalChannelOfDelivery,
  upsertPersonalChannel,
} from './personal-chat.repository';
import { registerReceiver } from './receivers.service';

const present = (row: PersonalChannelRow): TPersonalChatChannel => ({
  platform: row.platform,
  url: row.url,
  events: row.events as TPersonalChatEvent[],
  enabled: row.enabled,
  created_at: row.created_at.toISOString(),
});

export async function getPersonalChannel(db: Db, userId: number): Promise<TPersonalChatChannel | null> {
  const row = await personalChannelOf(db, userId);
  return row ? present(row) : null;
}

/** Sets the person's one channel; its URL passes the receivers' checks, SSRF guard included (decisions 258, 370). */
export async function setPersonalChannel(
  db: Db,
  now: Date,
  userId: number,
  input: TPersonalChatChannelInput,
): Promise<TPersonalChatChannel> {
  const body = ZPersonalChatChannelInputSchema.parse(input);
  const row = await registerReceiver(db, body.url, (url) =>
    upsertPersonalChannel(db, {
      user_id: userId,
      platform: body.platform,
      url,
      events: [...new Set(body.events)],
      enabled: body.enabled,
      created_at: now,
    }),
  );
  return present(row);
}

export async function removePersonalChannel(db: Db, userId: number): Promise<void> {
  if (!(await deletePersonalChannel(db, userId))) throw notFound();
}

const confirmLabel = { en: 'Confirm', nl: 'Bevestigen' } as const;

/**
 * A delivery to a person's channel as the request to send (decision 370): their inbox message as it reads now in
 * their language, a reminder with its signed Confirm link (the page that POSTs the confirmation, as the e-mail's).
 * A message deleted meanwhile (retention, erasure) sends nothing.
 */
export async function personalChatRequest(
  db: DbOrTrx,
  deliveryId: string,
  confirmLink?: (confirmationId: number) => string,
) {
  const channel = await personalChannelOfDelivery(db, deliveryId);
  if (!channel) return undefined;
  const message = await findMessage(db, { id: channel.user_id, language: channel.language }, channel.message_id);
  const confirmationId = message?.data.confirmation_id;
  const link =
    message?.kind === 'reminder' && typeof confirmationId === 'number' && confirmLink
      ? { label: confirmLabel[channel.language], url: confirmLink(confirmationId) }
      : undefined;
  return {
    personalChannelId: channel.id,
    status: channel.status,
    enabled: channel.enabled && !!message,
    url: channel.url,
    body: message
      ? JSON.stringify(chatBody(channel.platform, channel.language, { title: message.title, text: message.body, link }))
      : '',
  };
}
