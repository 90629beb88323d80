// The tokens module's one door (docs/ARCHITECTURE.md): personal API tokens, their check in the access hook,
// and SCIM provisioning tokens (decision 231).
export { default as tokenRoutes } from './tokens.routes';
export { default as serviceAccountRoutes } from './service-accounts.routes';
export { default as scimTokenRoutes } from './scim-tokens.routes';
export { apiTokenAccess, createApiToken } from './tokens.service';
export { createScimToken, scimTokenOf } from './scim-tokens.service';
export { findUserByUsername } from './tokens.repository';
