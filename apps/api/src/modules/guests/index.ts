// The guests module's one door (docs/ARCHITECTURE.md): guest registration and sign-out.
export { default as guestsRoutes } from './guests.routes';
export { default as guestsTodayRoutes } from './guests-today.routes';
export { releaseGuestPlaces } from './guest-bookings.service';
