import { z } from 'zod';

/** Auto-release and the confirmation grace period: at most a working day (minutes). */
export const MAX_RULE_MINUTES = 720;
/** Reminders go out at most 24 hours ahead: the confirmation opens then (CONFIRMATION_OPENS_BEFORE_MS). */
export const MAX_REMINDER_MINUTES = 1440;

export const ZThemeSchema = z.object({
  logo: z.string().nullable(),
  adfs_base_url: z.string().nullable(),
  adfs_client_id: z.string().nullable(),
  enable_register_guest: z.boolean(),
  enable_public_register_guest: z.boolean(),
  menu_enable_booking: z.boolean(),
});

export const ZConfigSchema = z.object({
  theme: ZThemeSchema,
  booking: z.object({
    /** Last date (YYYY-MM-DD) that can be booked: today + bookable_days - 1. */
    bookable_date: z.string(),
    bookable_days: z.number().int().min(1).max(365),
    /** Minutes after its start that a booking nobody checked in for is released (0 = never). */
    auto_release_minutes: z.number().int().min(0).max(MAX_RULE_MINUTES),
    /** Minutes before its start that the owner gets a reminder with a Confirm link (0 = no reminders). */
    reminder_minutes: z.number().int().min(0).max(MAX_REMINDER_MINUTES),
    /** A booking still unconfirmed at its start plus confirmation_grace_minutes is released. */
    confirmation_required: z.boolean(),
    confirmation_grace_minutes: z.number().int().min(0).max(MAX_RULE_MINUTES),
    /** The longest meeting-room booking, in minutes (decision 130). */
    room_booking_max_minutes: z.number().int(),
  }),
  checkin_homework_read_only_mode: z.boolean(),
  checkin_meeting_read_only_mode: z.boolean(),
  checkin_workspace_read_only_mode: z.boolean(),
  /**
   * The organisation's time zone (IANA, e.g. Europe/Amsterdam): slots, "today" and every time of a place are in it,
   * shown the same in every browser (decision 176). The server's `TZ`.
   */
  time_zone: z.string(),
});
export type TConfig = z.infer<typeof ZConfigSchema>;

/** The feature flags a route can depend on. */
export type TFeatureFlag = 'enable_register_guest' | 'enable_public_register_guest' | 'menu_enable_booking';

/** Staff changes to the settings (PATCH /configuration/settings): only the keys sent change. */
export const ZSettingsUpdateSchema = z
  .object({
    theme_logo: z.string().trim().max(2000).nullable(),
    adfs_base_url: z.string().trim().url().max(2000).nullable(),
    adfs_client_id: z.string().trim().min(1).max(500).nullable(),
    enable_register_guest: z.boolean(),
    enable_public_register_guest: z.boolean(),
    menu_enable_booking: z.boolean(),
    bookable_days: z.number().int().min(1).max(365),
    auto_release_minutes: z.number().int().min(0).max(MAX_RULE_MINUTES),
    reminder_minutes: z.number().int().min(0).max(MAX_REMINDER_MINUTES),
    confirmation_required: z.boolean(),
    confirmation_grace_minutes: z.number().int().min(0).max(MAX_RULE_MINUTES),
    /** The longest meeting-room booking, in minutes, on the 15-minute grid (decision 130). */
    room_booking_max_minutes: z.number().int().min(15).max(1440).multipleOf(15),
    checkin_homework_read_only_mode: z.boolean(),
    checkin_meeting_read_only_mode: z.boolean(),
    checkin_workspace_read_only_mode: z.boolean(),
  })
  .partial()
  .strict();
export type TSettingsUpdate = z.infer<typeof ZSettingsUpdateSchema>;
