import { z } from 'zod';

/**
 * Today's guests of the buildings the reader may see (issue 38, decision 302). Names beyond the first name,
 * e-mail and phone are filled in for the host and for reception of the guest's building only (`personal`).
 */
export const ZGuestTodaySchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  company_name: z.string(),
  time_start: z.string(),
  time_end: z.string(),
  place: z.string().nullable(),
  building: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  host: z.object({ id: z.number().int(), name: z.string() }),
  checked_in: z.boolean(),
  personal: z.boolean(),
});
export type TGuestToday = z.infer<typeof ZGuestTodaySchema>;
export const ZGuestTodayListSchema = z.array(ZGuestTodaySchema);
