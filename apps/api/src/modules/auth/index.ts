// The auth module's one door (docs/ARCHITECTURE.md): sign-in, sessions, single sign-on, passwords.
export { default as authRoutes } from './auth.routes';
export { ssoRoutesWith } from './sso.routes';
export { default as secondFactorRoutes } from './second-factor.routes';
export { hashPassword } from './passwords';
export { passwordPolicy } from './auth.repository';
export { findActiveSession } from './sessions.repository';
export { issueToken, revokeUserSessions } from './sessions.service';
export { activeSession } from './auth.cache';
export { clearLoginFailures, logSignIn } from './login-throttle';
export { findOrCreateSsoUser, findSsoUser } from './sso-users.service';
export type { SsoIdentity } from './sso.repository';
export { sessionOf } from './session-activity';
export { default as sessionsRoutes } from './sessions.routes';
export { completeSecondFactorWith, personOfChallenge } from './second-factor.service';
