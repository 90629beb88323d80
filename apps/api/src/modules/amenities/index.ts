// The amenities module's one door (docs/ARCHITECTURE.md): amenities of desks and meeting rooms (decision 261).
export { default as amenityRoutes } from './amenities.routes';
