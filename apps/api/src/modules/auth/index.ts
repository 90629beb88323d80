// The auth module's one door (docs/ARCHITECTURE.md): sign-in, sessions, single sign-on, passwords.
export { default as authRoutes } from './auth.routes';
export { default as ssoRoutes } from './sso.routes';
export { hashPassword } from './passwords';
export { findActiveSession, revokeUserSessions } from './sessions.repository';
export { activeSession } from './auth.cache';
export { clearLoginFailures } from './login-throttle';
