import type { FastifyPluginAsync } from 'fastify';
import authRoutes from './auth/auth.routes';
import ssoRoutes from './auth/sso.routes';
import bookingRoutes from './booking/booking.routes';
import checkinRoutes from './checkins/checkins.routes';
import autocompleteRoutes from './autocomplete/autocomplete.routes';
import colleagueRoutes from './users/colleagues.routes';
import configurationRoutes from './configuration/configuration.routes';
import eventRoutes from './events/events.routes';
import checkinStatsRoutes from './reports/checkin-stats.routes';
import guestsRoutes from './guests/guests.routes';
import healthRoutes from './health/health.routes';
import messageRoutes from './messages/messages.routes';
import notifierRoutes from './notifiers/notifiers.routes';
import dashboardReportsRoutes from './reports/dashboard-reports.routes';
import setupRoutes from './setup/setup.routes';
import structureRoutes from './structure/structure.routes';
import bookingListRoutes from './reports/booking-list.routes';
import bookingsReportRoutes from './reports/bookings-report.routes';
import checkinActivitiesRoutes from './reports/checkin-activities.routes';
import confirmLinkRoutes from './booking/confirm-link.routes';
import calendarRoutes from './calendar/calendar.routes';
import mailRoutes from './mail/mail.routes';

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
  confirmLinkRoutes,
  checkinRoutes,
  colleagueRoutes,
  messageRoutes,
  mailRoutes,
  calendarRoutes,
  eventRoutes,
];
