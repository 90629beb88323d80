// The booking module's one door (docs/ARCHITECTURE.md): desks and rooms booked, reservations, confirm links,
// and the occurrences of a series (decision 220) booked, previewed and cancelled inside a caller's transaction.
export { default as bookingRoutes } from './booking.routes';
export { bookPlaces } from './booking.service';
export { default as confirmLinkRoutes } from './confirm-link.routes';
export {
  bookOccurrences,
  cancelOwnBookings,
  checkPlace,
  type OccurrenceClock,
  type OccurrencesBooked,
  previewOccurrences,
  takenHolders,
} from './occurrences.service';
export type { DateHolder } from './occurrence-holders';
export { moveOccurrences, type OccurrencesMoved } from './occurrence-moves.service';
export { bookableDates, slotBounds, slotLabel } from './slot-time';
export { lockInOrder } from './bookings.repository';
export { queueBookingCancelledMail, queueBookingChangedMail } from './booking-made-mail';
