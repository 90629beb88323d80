// The check-ins module's one door (docs/ARCHITECTURE.md): check-in and check-out.
export { default as checkinRoutes } from './checkins.routes';
export { checkIn } from './checkins.service';
