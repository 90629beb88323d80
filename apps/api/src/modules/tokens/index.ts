// The tokens module's one door (docs/ARCHITECTURE.md): personal API tokens, their check in the access hook.
export { default as tokenRoutes } from './tokens.routes';
export { default as serviceAccountRoutes } from './service-accounts.routes';
export { apiTokenAccess, createApiToken } from './tokens.service';
export { findUserByUsername } from './tokens.repository';
