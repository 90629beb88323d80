// The events module's one door (docs/ARCHITECTURE.md): the live-events stream (server-sent events).
export { default as eventRoutes } from './events.routes';
