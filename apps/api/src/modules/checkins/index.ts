// The check-ins module's one door (docs/ARCHITECTURE.md): check-in and check-out.
export { default as checkinRoutes } from './checkins.routes';
export { default as checkinsTodayRoutes } from './checkins-today.routes';
export { checkIn } from './checkins.service';
export { openCheckinOf } from './checkins.repository';
