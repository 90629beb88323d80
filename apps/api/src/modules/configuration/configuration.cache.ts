import { ZConfigSchema } from '@flexapp/contract';
import { cachedRead, SETUP_TTL_MS } from '../../live';
import { JsonBody } from '../../lib/json-reply';
import { toConfig } from './configuration.presenter';
import { loadSettings } from './settings.repository';

// The configuration module's cached reads (decision 033).

/** The settings: a change publishes settings_changed, which drops them. */
export const cachedSettings = cachedRead({
  name: 'settings',
  scope: () => 'setup',
  ttlMs: SETUP_TTL_MS,
  load: (app) => loadSettings(app.db),
});

/**
 * The configuration answer of a day (its `bookable_date` moves with the day), serialised once and shared by every
 * caller; dropped with the settings (decision 462).
 */
export const configBody = cachedRead({
  name: 'config',
  scope: (_day: string) => 'setup',
  key: (day) => day,
  ttlMs: SETUP_TTL_MS,
  load: async (app) => JsonBody.of(ZConfigSchema, toConfig(await cachedSettings(app), app.clock.now())),
});
