import { z } from 'zod';
import { ZIdSchema } from './common';

/** A room's published calendar in Setup (decision 372): its subscription URL is the secret. */
export const ZRoomCalendarSchema = z.object({
  room_id: z.number().int(),
  room: z.string(),
  building: z.string(),
  url: z.string(),
  language: z.enum(['en', 'nl']),
  created_at: z.string(),
});
export type TRoomCalendar = z.infer<typeof ZRoomCalendarSchema>;
export const ZRoomCalendarListSchema = z.array(ZRoomCalendarSchema);

export const ZRoomCalendarPublishSchema = z.object({ language: z.enum(['en', 'nl']) }).strict();
export type TRoomCalendarPublish = z.infer<typeof ZRoomCalendarPublishSchema>;

export const ZRoomIdParamsSchema = z.object({ roomId: ZIdSchema });
