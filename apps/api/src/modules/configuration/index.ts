// The configuration module's one door (docs/ARCHITECTURE.md): the organisation's settings.
export { default as configurationRoutes } from './configuration.routes';
export { loadSettings, type Settings } from './settings.repository';
export { cachedSettings } from './configuration.cache';
export { saveSettings } from './configuration.service';
