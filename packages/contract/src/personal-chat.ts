import { z } from 'zod';
import { CHAT_PLATFORMS } from './chat-channels';
import { WEBHOOK_URL_MAX } from './webhooks';

/**
 * What a person's own chat channel hears (decision 370): their booking reminders (with Confirm / Cancel links),
 * released bookings, a watched desk that is free, and their guests.
 */
export const PERSONAL_CHAT_EVENTS = ['reminders', 'releases', 'desk_free', 'guests'] as const;
export type TPersonalChatEvent = (typeof PERSONAL_CHAT_EVENTS)[number];

export const ZPersonalChatChannelInputSchema = z
  .object({
    platform: z.enum(CHAT_PLATFORMS),
    url: z.string().trim().min(1).max(WEBHOOK_URL_MAX).describe('The incoming-webhook address the platform gave.'),
    events: z.array(z.enum(PERSONAL_CHAT_EVENTS)).min(1).max(PERSONAL_CHAT_EVENTS.length),
    enabled: z.boolean().default(true),
  })
  .strict();
export type TPersonalChatChannelInput = z.input<typeof ZPersonalChatChannelInputSchema>;

export const ZPersonalChatChannelSchema = z.object({
  platform: z.enum(CHAT_PLATFORMS),
  url: z.string(),
  events: z.array(z.enum(PERSONAL_CHAT_EVENTS)),
  enabled: z.boolean(),
  created_at: z.string(),
});
export type TPersonalChatChannel = z.infer<typeof ZPersonalChatChannelSchema>;

/** The person's channel, or null when they have none. */
export const ZPersonalChatChannelAnswerSchema = z.object({ channel: ZPersonalChatChannelSchema.nullable() });
export type TPersonalChatChannelAnswer = z.infer<typeof ZPersonalChatChannelAnswerSchema>;
