import type { FastifyPluginAsync } from 'fastify';
import authRoutes from './auth/auth.routes';
import autocompleteRoutes from './autocomplete/autocomplete.routes';
import configurationRoutes from './configuration/configuration.routes';
import healthRoutes from './health/health.routes';
import structureRoutes from './structure/structure.routes';
import bookingListRoutes from './reports/booking-list.routes';
import bookingsReportRoutes from './reports/bookings-report.routes';
import checkinActivitiesRoutes from './reports/checkin-activities.routes';

/** Every API module's routes, mounted under /api in this order. Add one line per module. */
export const apiModules: FastifyPluginAsync[] = [
  healthRoutes,
  configurationRoutes,
  authRoutes,
  structureRoutes,
  autocompleteRoutes,
  checkinActivitiesRoutes,
  bookingsReportRoutes,
  bookingListRoutes,
];
