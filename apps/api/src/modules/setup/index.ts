// The setup module's one door (docs/ARCHITECTURE.md): buildings, floors, rooms, desks, time slots, users, audit.
export { default as setupRoutes } from './setup.routes';
export { recordAudit } from './audit';
export { activateUserIn, deactivateUserIn, identityTaken } from './users.service';
export { releaseFutureBookings } from './release.service';
