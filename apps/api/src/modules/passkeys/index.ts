// The passkeys module's one door (docs/ARCHITECTURE.md): WebAuthn credentials and signing in with them.
export { default as passkeysRoutes } from './passkeys.routes';
