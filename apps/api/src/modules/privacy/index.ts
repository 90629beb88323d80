// The privacy module's one door (docs/ARCHITECTURE.md): a person's data, exported and erased (issue 38).
export { default as privacyRoutes } from './privacy.routes';
export { erasePerson } from './erasure.service';
export { personalData } from './export.service';
