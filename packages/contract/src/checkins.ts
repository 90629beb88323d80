import { z } from 'zod';
import { ZActiveCheckinSchema } from './auth';
import { ZIdSchema } from './common';

/** POST checkins/: exactly one of a desk, a meeting room, or homework. */
export const ZCheckinRequestSchema = z
  .object({
    desk: ZIdSchema.optional(),
    room: ZIdSchema.optional(),
    homework: z.literal(true).optional(),
  })
  .strict()
  .refine((b) => [b.desk !== undefined, b.room !== undefined, b.homework === true].filter(Boolean).length === 1, {
    message: 'one_of_desk_room_homework',
  });
export type TCheckinRequest = z.infer<typeof ZCheckinRequestSchema>;

export const ZCheckinCreatedSchema = ZActiveCheckinSchema;
