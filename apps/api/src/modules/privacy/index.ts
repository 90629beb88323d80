// The privacy module's one door (docs/ARCHITECTURE.md): a person's privacy choices (who may see a holder's
// name: lib/holder-visibility.ts).
export { default as privacyRoutes } from './privacy.routes';
export { privacySettings } from './privacy.service';
