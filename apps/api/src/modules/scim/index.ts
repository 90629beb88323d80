// The scim module's one door (docs/ARCHITECTURE.md): SCIM 2.0 provisioning under /scim/v2 (decision 232).
export { default as scimRoutes } from './scim.routes';
