// The displays module's one door (docs/ARCHITECTURE.md): room displays, their pairing and device tokens.
export { default as displayRoutes } from './displays.routes';
