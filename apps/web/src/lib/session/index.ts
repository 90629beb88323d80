export { configQueryOptions, getConfig, useConfig } from './config-query';
export { getSelf, selfQueryOptions, useSelf } from './self-query';
export { type AuthStatus, type Session, SessionProvider, useSession } from './session';
export { LOADER_PATH, LOGIN_PATH, NOT_FOUND_PATH, safeNextUrl, startPage } from './start-page';
export { signOutReason } from './sign-out-reason';
