import { z } from 'zod';
import { SETTING_GROUPS, type TSettings, withoutDefaults } from './settings';

export * from './settings';

const { theme_logo } = withoutDefaults(SETTING_GROUPS.logo);

/** The settings the configuration document shows under `theme` (theme_logo as `logo`). */
export const ZThemeSchema = z.object({
  logo: theme_logo,
  ...withoutDefaults(SETTING_GROUPS.sso),
  ...withoutDefaults(SETTING_GROUPS.features),
});

/** The configuration document (GET /configuration/config): the settings (decision 206), grouped, and what follows from them. */
export const ZConfigSchema = z.object({
  theme: ZThemeSchema,
  booking: z.object({
    /** Last date (YYYY-MM-DD) that can be booked: today + bookable_days - 1. */
    bookable_date: z.string(),
    ...withoutDefaults(SETTING_GROUPS.booking),
  }),
  ...withoutDefaults(SETTING_GROUPS.read_only),
  ...withoutDefaults(SETTING_GROUPS.webhooks),
  security: z.object(withoutDefaults(SETTING_GROUPS.security)),
  retention: z.object(withoutDefaults(SETTING_GROUPS.retention)),
  analytics: z.object(withoutDefaults(SETTING_GROUPS.analytics)),
  /**
   * The organisation's time zone (IANA, e.g. Europe/Amsterdam): slots, "today" and every time of a place are in it,
   * shown the same in every browser (decision 176). The server's `TZ`.
   */
  time_zone: z.string(),
});
export type TConfig = z.infer<typeof ZConfigSchema>;

/** The feature flags a route can depend on. */
export type TFeatureFlag = keyof typeof SETTING_GROUPS.features;

/** The configuration document of these settings, with what the server derives (the last bookable date, its zone). */
export function configOf(settings: TSettings, derived: { bookable_date: string; time_zone: string }): TConfig {
  const pick = <G extends keyof typeof SETTING_GROUPS>(group: G) =>
    Object.fromEntries(Object.keys(SETTING_GROUPS[group]).map((key) => [key, settings[key as keyof TSettings]]));
  return {
    theme: { logo: settings.theme_logo, ...pick('sso'), ...pick('features') } as TConfig['theme'],
    booking: { bookable_date: derived.bookable_date, ...pick('booking') } as TConfig['booking'],
    ...(pick('read_only') as Pick<TConfig, keyof typeof SETTING_GROUPS.read_only>),
    ...(pick('webhooks') as Pick<TConfig, keyof typeof SETTING_GROUPS.webhooks>),
    security: pick('security') as TConfig['security'],
    retention: pick('retention') as TConfig['retention'],
    analytics: pick('analytics') as TConfig['analytics'],
    time_zone: derived.time_zone,
  };
}

/** The settings a configuration document shows: what the Setup form starts from. */
export function settingsOf(config: TConfig): TSettings {
  const { logo, ...theme } = config.theme;
  const { bookable_date: _derived, ...booking } = config.booking;
  const { theme: _theme, booking: _booking, time_zone: _zone, security, retention, analytics, ...readOnly } = config;
  return { theme_logo: logo, ...theme, ...booking, ...readOnly, ...security, ...retention, ...analytics };
}
