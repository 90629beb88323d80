// The neighbourhoods module's one door (docs/ARCHITECTURE.md): places held for groups (decision 310), and the check
// the booking transaction runs.
export { default as neighbourhoodRoutes } from './neighbourhoods.routes';
export { refuseReservedPlaces, reservedDates } from './neighbourhoods.service';
