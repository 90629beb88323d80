import { z } from 'zod';
import { ZIdSchema } from './common';
import { WEBHOOK_URL_MAX } from './webhooks';

/** Chat platforms with incoming webhooks (issue 39, decision 270). */
export const CHAT_PLATFORMS = ['slack', 'teams', 'mattermost'] as const;
export type TChatPlatform = (typeof CHAT_PLATFORMS)[number];

/** What a building's channel hears: arrivals (check-in started), releases (booking released), guests (arrived). */
export const CHAT_EVENTS = ['arrivals', 'releases', 'guests'] as const;
export type TChatEvent = (typeof CHAT_EVENTS)[number];

export const CHAT_LANGUAGES = ['en', 'nl'] as const;

export const ZChatChannelCreateSchema = z
  .object({
    building_id: ZIdSchema,
    platform: z.enum(CHAT_PLATFORMS),
    url: z.string().trim().min(1).max(WEBHOOK_URL_MAX).describe('The incoming-webhook address the platform gave.'),
    events: z.array(z.enum(CHAT_EVENTS)).min(1).max(CHAT_EVENTS.length),
    language: z.enum(CHAT_LANGUAGES),
    /** Messages name a person by first name only when this is on; never more (decision 271). */
    show_first_names: z.boolean().default(false),
  })
  .strict();
export type TChatChannelCreate = z.input<typeof ZChatChannelCreateSchema>;

export const ZChatChannelUpdateSchema = z
  .object({
    events: ZChatChannelCreateSchema.shape.events,
    language: z.enum(CHAT_LANGUAGES),
    show_first_names: z.boolean(),
    enabled: z.boolean(),
  })
  .partial()
  .strict();
export type TChatChannelUpdate = z.infer<typeof ZChatChannelUpdateSchema>;

export const ZChatChannelSchema = z.object({
  id: z.number().int(),
  building_id: z.number().int(),
  platform: z.enum(CHAT_PLATFORMS),
  url: z.string(),
  events: z.array(z.enum(CHAT_EVENTS)),
  language: z.enum(CHAT_LANGUAGES),
  show_first_names: z.boolean(),
  enabled: z.boolean(),
  created_at: z.string(),
});
export type TChatChannel = z.infer<typeof ZChatChannelSchema>;
export const ZChatChannelListSchema = z.array(ZChatChannelSchema);
