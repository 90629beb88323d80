import { z } from 'zod';
import { ZDeskSchema } from './structure';

/** A desk the user watches, with the desk as it is today. */
export const ZNotifierSchema = z.object({
  id: z.number().int(),
  desk: z.number().int(),
  created: z.string(),
  desk_info: ZDeskSchema,
});
export type TNotifier = z.infer<typeof ZNotifierSchema>;
export const ZNotifierListSchema = z.array(ZNotifierSchema);
