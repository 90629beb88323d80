import { z } from 'zod';
import { ZActiveCheckinSchema, type TCheckinType } from './auth';
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

/** The settings key that makes a check-in type read-only. */
export const checkinReadOnlyKey = {
  WORKSPACE: 'checkin_workspace_read_only_mode',
  MEETING: 'checkin_meeting_read_only_mode',
  HOMEWORK: 'checkin_homework_read_only_mode',
} as const satisfies Record<TCheckinType, string>;
