import { cachedRead, SETUP_TTL_MS } from '../../live';
import { loadSettings } from './settings.repository';

// The configuration module's cached reads (decision 033).

/** The settings: a change publishes settings_changed, which drops them. */
export const cachedSettings = cachedRead({
  name: 'settings',
  scope: () => 'setup',
  ttlMs: SETUP_TTL_MS,
  load: (app) => loadSettings(app.db),
});
