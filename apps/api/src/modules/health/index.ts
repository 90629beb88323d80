// The health module's one door (docs/ARCHITECTURE.md).
export { default as healthRoutes } from './health.routes';
