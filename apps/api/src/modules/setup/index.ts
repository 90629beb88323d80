// The setup module's one door (docs/ARCHITECTURE.md): buildings, floors, rooms, desks, time slots, users, audit.
export { default as setupRoutes } from './setup.routes';
export { recordAudit } from './audit';
export { releaseFutureBookings } from './release.service';
