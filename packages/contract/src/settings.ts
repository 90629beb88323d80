import { z } from 'zod';
import { DEFAULT_BOOKABLE_DAYS, DEFAULT_ROOM_BOOKING_MAX_MINUTES } from './constants';

/** Auto-release and the confirmation grace period: at most a working day (minutes). */
export const MAX_RULE_MINUTES = 720;
/** Reminders go out at most 24 hours ahead: the confirmation opens then (CONFIRMATION_OPENS_BEFORE_MS). */
export const MAX_REMINDER_MINUTES = 1440;

const minutes = (max: number) => z.number().int().min(0).max(max);

/** The longest retention period: 100 years (decision 315). */
export const MAX_RETENTION_DAYS = 36_500;
/** A retention period in days (at least 1), or null: keep for ever (decision 315). */
const retentionDays = (what: string, days: number | null) =>
  z
    .number()
    .int()
    .min(1)
    .max(MAX_RETENTION_DAYS)
    .nullable()
    .describe(`Days ${what} are kept before the nightly retention job anonymises or deletes them; null keeps them.`)
    .default(days);

/**
 * Every setting, once (decision 206): its bounds, its description and its default. The database holds only what
 * staff changed; the configuration answer, the PATCH body and the Setup form (one section per group) are derived
 * from these groups.
 */
export const SETTING_GROUPS = {
  logo: {
    // Decision 207: a logo the browser can load, an address (http or https) or a path on this server.
    theme_logo: z
      .string()
      .trim()
      .max(2000)
      .regex(/^(https?:\/\/|\/)\S+$/)
      .nullable()
      .describe('The address of the logo image (https://… or /…); null for the flexapp logo.')
      .default('/brand/logo.svg'),
  },
  sso: {
    // Decision 207: an issuer the server and the browser reach over http(s).
    adfs_base_url: z
      .string()
      .trim()
      .url({ protocol: /^https?$/ })
      .max(2000)
      .nullable()
      .describe("The OpenID Connect provider's issuer; single sign-on is on when it and the client ID are set.")
      .default(null),
    adfs_client_id: z
      .string()
      .trim()
      .min(1)
      .max(500)
      .nullable()
      .describe("flexapp's client ID at the OpenID Connect provider.")
      .default(null),
  },
  features: {
    enable_register_guest: z.boolean().describe('Staff can register guests in the dashboard.').default(true),
    enable_public_register_guest: z.boolean().describe('Visitors can register themselves as guests.').default(true),
    menu_enable_booking: z.boolean().describe('Bookings appear in the dashboard menu.').default(true),
    // Decision 332: guests' first names on a lobby board are personal data shown in the open, so off by default.
    lobby_show_guest_names: z
      .boolean()
      .describe("Lobby boards show the first names of today's expected guests.")
      .default(false),
  },
  booking: {
    bookable_days: z
      .number()
      .int()
      .min(1)
      .max(365)
      .describe('How many days ahead, today included, employees can book.')
      .default(DEFAULT_BOOKABLE_DAYS),
    auto_release_minutes: minutes(MAX_RULE_MINUTES)
      .describe('Minutes after its start that a booking nobody checked in for is released (0 = never).')
      .default(0),
    reminder_minutes: minutes(MAX_REMINDER_MINUTES)
      .describe('Minutes before its start that the owner gets a reminder with a Confirm link (0 = no reminders).')
      .default(0),
    confirmation_required: z
      .boolean()
      .describe('A booking still unconfirmed at its start plus confirmation_grace_minutes is released.')
      .default(false),
    confirmation_grace_minutes: minutes(MAX_RULE_MINUTES)
      .describe('Minutes after its start that an unconfirmed booking is released when confirmation is required.')
      .default(15),
    room_booking_max_minutes: z
      .number()
      .int()
      .min(15)
      .max(1440)
      .multipleOf(15)
      .describe('The longest meeting-room booking, in minutes, on the 15-minute grid (decision 130).')
      .default(DEFAULT_ROOM_BOOKING_MAX_MINUTES),
  },
  webhooks: {
    // Decision 258: loopback, private and link-local receivers only where staff allow them (tests, self-hosted).
    webhooks_allow_private_addresses: z
      .boolean()
      .describe('Webhooks may be sent to loopback, private and link-local addresses (SSRF guard off).')
      .default(false),
  },
  security: {
    // Decision 240: staff without two-factor sign-in are sent to set it up and reach no staff route until they do.
    require_two_factor_staff: z
      .boolean()
      .describe(
        'Staff must sign in with a second factor (an authenticator code); until they set it up, staff routes refuse them.',
      )
      .default(false),
    // Decision 306: a staff session unused for this long is refused with SESSION_IDLE; 0 turns it off.
    staff_idle_timeout_minutes: minutes(MAX_RULE_MINUTES)
      .describe('Staff sessions unused for this many minutes end; 0: they do not end for being unused.')
      .default(0),
  },
  // Decision 315: one period per category; the nightly job applies them (modules/retention).
  retention: {
    retention_checkins_days: retentionDays('check-ins and bookings', 730),
    retention_guests_days: retentionDays("guests' names, e-mail addresses and phone numbers", 90),
    retention_messages_days: retentionDays('in-app messages', 365),
    retention_mail_days: retentionDays('e-mails in the outbox', 90),
    retention_activity_days: retentionDays('activity-log lines', 730),
    retention_questionnaire_days: retentionDays('questionnaire answers', 730),
    retention_deactivated_accounts_days: retentionDays('deactivated accounts', 365),
  },
  // Decision 317: reports, charts and exports show counts and rates only.
  analytics: {
    aggregate_only_analytics: z
      .boolean()
      .describe(
        'Reports, charts and exports show counts and rates only, never a person; small groups are folded into "other".',
      )
      .default(false),
    aggregate_min_group_size: z
      .number()
      .int()
      .min(2)
      .max(100)
      .describe('In aggregate-only analytics, a group of fewer people or check-ins than this is folded into "other".')
      .default(5),
  },
  read_only: {
    checkin_homework_read_only_mode: z
      .boolean()
      .describe('Working-from-home check-ins are shown but cannot be changed.')
      .default(false),
    checkin_meeting_read_only_mode: z
      .boolean()
      .describe('Meeting-room check-ins are shown but cannot be changed.')
      .default(false),
    checkin_workspace_read_only_mode: z
      .boolean()
      .describe('Workplace check-ins are shown but cannot be changed.')
      .default(false),
    checkin_only_by_qr: z
      .boolean()
      .describe(
        'Desk and meeting-room check-ins only from the place itself: its QR code or its room display (decision 266).',
      )
      .default(false),
  },
};
export type TSettingGroup = keyof typeof SETTING_GROUPS;

type Groups = typeof SETTING_GROUPS;
type Flat = Groups[TSettingGroup] extends infer G ? (G extends unknown ? G : never) : never;
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
type SettingShape = UnionToIntersection<Flat>;
type WithoutDefaults<S> = { [K in keyof S]: S[K] extends z.ZodDefault<infer T> ? T : never };

/** Each setting's rule without its default: a missing key stays missing (the PATCH body, the answer). */
export function withoutDefaults<S extends Record<string, z.ZodDefault<z.ZodType>>>(shape: S): WithoutDefaults<S> {
  return Object.fromEntries(
    Object.entries(shape).map(([key, rule]) => [key, rule.unwrap()]),
  ) as unknown as WithoutDefaults<S>;
}

/** The settings as one flat object, with every default filled in. */
export const ZSettingsSchema = z.object(Object.assign({}, ...Object.values(SETTING_GROUPS)) as SettingShape);
export type TSettings = z.output<typeof ZSettingsSchema>;
export type TSettingKey = keyof TSettings;
export const SETTING_KEYS = Object.keys(ZSettingsSchema.shape) as TSettingKey[];
/** Every setting at its default: what an organisation that changed nothing has. */
export const settingDefaults = (): TSettings => ZSettingsSchema.parse({});

/** Staff changes to the settings (PATCH /configuration/settings): only the keys sent change, unknown keys are refused. */
export const ZSettingsUpdateSchema = z.object(withoutDefaults(ZSettingsSchema.shape)).partial().strict();
export type TSettingsUpdate = z.infer<typeof ZSettingsUpdateSchema>;

/** One stored value as its setting's rule reads it; a value the rule refuses (an older rule) reads as the default. */
export function readSetting<K extends TSettingKey>(key: K, stored: unknown): TSettings[K] {
  const rule = ZSettingsSchema.shape[key] as unknown as z.ZodType<TSettings[K]>;
  const read = rule.safeParse(stored);
  return read.success ? read.data : (rule.parse(undefined) as TSettings[K]);
}
