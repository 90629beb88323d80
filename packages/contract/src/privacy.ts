import { z } from 'zod';

/** GET and PUT users/self/privacy: the person's own privacy choices (issue 38, decision 251). */
export const ZPrivacySettingsSchema = z.object({
  /** Colleagues see this person's desks and rooms as taken, not by whom; staff and the BHV list still see the name. */
  private_bookings: z.boolean(),
});
export type TPrivacySettings = z.infer<typeof ZPrivacySettingsSchema>;

export const ZPrivacySettingsUpdateSchema = ZPrivacySettingsSchema.strict();
export type TPrivacySettingsUpdate = z.infer<typeof ZPrivacySettingsUpdateSchema>;
