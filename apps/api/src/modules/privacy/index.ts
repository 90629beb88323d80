// The privacy module's one door (docs/ARCHITECTURE.md): a person's privacy choices and who may see a holder's name.
export { default as privacyRoutes } from './privacy.routes';
export { privacySettings, viewOf } from './privacy.service';
export { holderView, showsHolder, type Viewer } from './holder-visibility';
