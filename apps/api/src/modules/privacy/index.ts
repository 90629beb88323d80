// The privacy module's one door (docs/ARCHITECTURE.md): a person's data, exported and erased, and a person's
// privacy choices (who may see a holder's name: lib/holder-visibility.ts) (issue 38).
export { default as privacyRoutes } from './privacy.routes';
export { default as privacySettingsRoutes } from './privacy-settings.routes';
export { erasePerson } from './erasure.service';
export { personalData } from './export.service';
export { privacySettings } from './privacy.service';
