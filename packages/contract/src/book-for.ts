import { z } from 'zod';
import { ZNamedRefSchema, zInt } from './common';

/**
 * Booking for a colleague (issue 37, decision 355): POST booking/for/:id books the request's items in the
 * colleague's name; GET booking/colleagues lists the people the caller may book for (staff: everyone active;
 * others: the members of their groups), matching `q` in first name, last name or user name.
 */
export const ZBookForColleaguesQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  limit: zInt(1, 50).default(20),
});
export type TBookForColleaguesQuery = z.infer<typeof ZBookForColleaguesQuerySchema>;

export const ZBookForColleaguesSchema = z.object({ colleagues: z.array(ZNamedRefSchema) });
export type TBookForColleagues = z.infer<typeof ZBookForColleaguesSchema>;
