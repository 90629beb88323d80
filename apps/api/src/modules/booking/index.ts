// The booking module's one door (docs/ARCHITECTURE.md): desks and rooms booked, reservations, confirm links.
export { default as bookingRoutes } from './booking.routes';
export { default as confirmLinkRoutes } from './confirm-link.routes';
export { lockInOrder } from './bookings.repository';
