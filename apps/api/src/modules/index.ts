import type { FastifyPluginAsync } from 'fastify';
import { authRoutes, secondFactorRoutes, ssoRoutes } from './auth';
import { autocompleteRoutes } from './autocomplete';
import { bookingRoutes, confirmLinkRoutes } from './booking';
import { calendarRoutes } from './calendar';
import { checkinRoutes } from './checkins';
import { configurationRoutes } from './configuration';
import { displayRoutes } from './displays';
import { eventRoutes } from './events';
import { guestsRoutes } from './guests';
import { healthRoutes } from './health';
import { mailRoutes } from './mail';
import { messageRoutes } from './messages';
import { notifierRoutes } from './notifiers';
import {
  checkinStatsRoutes,
  dashboardReportsRoutes,
  bookingListRoutes,
  bookingsReportRoutes,
  checkinActivitiesRoutes,
} from './reports';
import { seriesRoutes } from './series';
import { setupRoutes } from './setup';
import { structureRoutes } from './structure';
import { serviceAccountRoutes, tokenRoutes } from './tokens';
import { twoFactorRoutes } from './two-factor';
import { colleagueRoutes } from './users';

/** Every API module's routes, mounted under /api in this order. Add one line per module. */
export const apiModules: FastifyPluginAsync[] = [
  healthRoutes,
  configurationRoutes,
  authRoutes,
  ssoRoutes,
  secondFactorRoutes,
  twoFactorRoutes,
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
  seriesRoutes,
  confirmLinkRoutes,
  checkinRoutes,
  displayRoutes,
  colleagueRoutes,
  messageRoutes,
  mailRoutes,
  calendarRoutes,
  eventRoutes,
  tokenRoutes,
  serviceAccountRoutes,
];
