import { z } from 'zod';

/**
 * Who is in now (issue 36, decision 345): the open check-ins of today at a desk or meeting room of the buildings
 * the reader may see, for reception's dashboard screen. A guest's check-in can be ended there (guest sign-out).
 */
export const ZCheckinTodaySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  is_guest: z.boolean(),
  type: z.enum(['WORKSPACE', 'MEETING']),
  place: z.string(),
  building: z.object({ id: z.number().int(), name: z.string() }),
  /** When the check-in began, ISO 8601. */
  since: z.string(),
});
export type TCheckinToday = z.infer<typeof ZCheckinTodaySchema>;
export const ZCheckinTodayListSchema = z.array(ZCheckinTodaySchema);
