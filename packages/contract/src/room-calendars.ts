import { z } from 'zod';
import { ZIdSchema } from './common';

/**
 * A meeting room in Setup › Room calendars (decisions 372, 405): where it is, and its published feed (url, language
 * and created_at null while unpublished). The subscription URL is the secret.
 */
export const ZRoomCalendarSchema = z.object({
  room_id: z.number().int(),
  room: z.string(),
  floor: z.string(),
  building_id: z.number().int(),
  building: z.string(),
  published: z.boolean(),
  url: z.string().nullable(),
  language: z.enum(['en', 'nl']).nullable(),
  created_at: z.string().nullable(),
});
export type TRoomCalendar = z.infer<typeof ZRoomCalendarSchema>;
export const ZRoomCalendarListSchema = z.array(ZRoomCalendarSchema);
/** The list's filter: one building's rooms (decision 405). */
export const ZRoomCalendarListQuerySchema = z.object({ building_id: ZIdSchema.optional() }).strict();
export type TRoomCalendarListQuery = z.infer<typeof ZRoomCalendarListQuerySchema>;

export const ZRoomCalendarPublishSchema = z.object({ language: z.enum(['en', 'nl']) }).strict();
export type TRoomCalendarPublish = z.infer<typeof ZRoomCalendarPublishSchema>;

export const ZRoomIdParamsSchema = z.object({ roomId: ZIdSchema });
