// The configuration module's one door (docs/ARCHITECTURE.md): the organisation's settings.
export { default as configurationRoutes } from './configuration.routes';
export { cachedSettings, loadSettings, type Settings } from './settings.repository';
