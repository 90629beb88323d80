import { z } from 'zod';

/**
 * The kinds of e-mail a person can turn on or off in the app's Settings (docs/product/email-and-calendar.md).
 * Account e-mails (created, password reset by staff) always go out: they are about the account itself.
 */
export const EMAIL_KINDS = ['booking_made', 'reminder', 'booking_released', 'desk_free', 'guest_arrived'] as const;
export type TEmailKind = (typeof EMAIL_KINDS)[number];

/** What a person gets when they never chose: booking e-mails on, reminders off until they turn them on. */
export const DEFAULT_EMAIL_PREFERENCES: Record<TEmailKind, boolean> = {
  booking_made: true,
  reminder: false,
  booking_released: true,
  desk_free: true,
  guest_arrived: true,
};

export const ZEmailPreferencesSchema = z.object({
  /** The address e-mails go to (set by staff, the CSV import or single sign-on); null: none are sent. */
  email: z.string().nullable(),
  /** False when the server has no mail server configured (SMTP_URL): only the in-app inbox works. */
  mail_enabled: z.boolean(),
  kinds: z.object({
    booking_made: z.boolean(),
    reminder: z.boolean(),
    booking_released: z.boolean(),
    desk_free: z.boolean(),
    guest_arrived: z.boolean(),
  }),
});
export type TEmailPreferences = z.infer<typeof ZEmailPreferencesSchema>;

/** PUT users/self/email-preferences: only the kinds sent change. */
export const ZEmailPreferencesUpdateSchema = z
  .object({
    booking_made: z.boolean(),
    reminder: z.boolean(),
    booking_released: z.boolean(),
    desk_free: z.boolean(),
    guest_arrived: z.boolean(),
  })
  .partial()
  .strict();
export type TEmailPreferencesUpdate = z.infer<typeof ZEmailPreferencesUpdateSchema>;

/** GET users/self/calendar: the private subscription URL (it carries a secret token). */
export const ZCalendarUrlSchema = z.object({ url: z.string() });
export type TCalendarUrl = z.infer<typeof ZCalendarUrlSchema>;
