import type { FastifyPluginAsync } from 'fastify';
import authRoutes from './auth/auth.routes';
import ssoRoutes from './auth/sso.routes';
import bookingRoutes from './booking/booking.routes';
import checkinRoutes from './checkins/checkins.routes';
import autocompleteRoutes from './autocomplete/autocomplete.routes';
import checkinStatsRoutes from './reports/checkin-stats.routes';
import configurationRoutes from './configuration/configuration.routes';
import guestsRoutes from './guests/guests.routes';
import healthRoutes from './health/health.routes';
import notifierRoutes from './notifiers/notifiers.routes';
import dashboardReportsRoutes from './reports/dashboard-reports.routes';
import setupRoutes from './setup/setup.routes';
import structureRoutes from './structure/structure.routes';
import bookingListRoutes from './reports/booking-list.routes';
import bookingsReportRoutes from './reports/bookings-report.routes';
import checkinActivitiesRoutes from './reports/checkin-activities.routes';

/** Every API module's routes, mounted under /api in this order. Add one line per module. */
export const apiModules: FastifyPluginAsync[] = [
  healthRoutes,
  configurationRoutes,
  authRoutes,
  ssoRoutes,
  structureRoutes,
  autocompleteRoutes,
  guestsRoutes,
  notifierRoutes,
  dashboardReportsRoutes,
  checkinStatsRoutes,
  setupRoutes,
  checkinActivitiesRoutes,
  bookingsReportRoutes,
  bookingListRoutes,
  bookingRoutes,
  checkinRoutes,
];
