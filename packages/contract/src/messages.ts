import { z } from 'zod';
import { zInt } from './common';

/** Messages per page of GET /api/messages/. */
export const MESSAGES_PAGE_SIZE = 20;

export const ZMessageSchema = z.object({
  id: z.number().int(),
  /** What caused it, e.g. desk_free (a watched desk became free today). */
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  data: z.record(z.string(), z.unknown()),
  created: z.string(),
  read: z.boolean(),
  read_at: z.string().nullable(),
});
export type TMessage = z.infer<typeof ZMessageSchema>;

export const ZMessageListQuerySchema = z.object({
  page: zInt(1, 100_000).optional(),
});

export const ZMessageListSchema = z.object({
  count: z.number().int(),
  unread_count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(ZMessageSchema),
});
export type TMessageList = z.infer<typeof ZMessageListSchema>;

export const ZUnreadCountSchema = z.object({ unread_count: z.number().int() });
export type TUnreadCount = z.infer<typeof ZUnreadCountSchema>;

export const ZMarkAllReadSchema = z.object({ updated: z.number().int(), unread_count: z.number().int() });
