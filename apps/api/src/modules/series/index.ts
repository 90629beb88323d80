// The series module's one door (docs/ARCHITECTURE.md): recurring bookings (decision 220), their routes and
// the job's extension of open series as days come into the booking horizon.
export { default as seriesRoutes } from './series.routes';
export { extendSeries } from './series.service';
