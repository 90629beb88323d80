import type { FastifyPluginAsync } from 'fastify';
import authRoutes from './auth/auth.routes';
import bookingRoutes from './booking/booking.routes';
import checkinRoutes from './checkins/checkins.routes';
import autocompleteRoutes from './autocomplete/autocomplete.routes';
import configurationRoutes from './configuration/configuration.routes';
import healthRoutes from './health/health.routes';
import notifierRoutes from './notifiers/notifiers.routes';
import structureRoutes from './structure/structure.routes';

/** Every API module's routes, mounted under /api in this order. Add one line per module. */
export const apiModules: FastifyPluginAsync[] = [
  healthRoutes,
  configurationRoutes,
  authRoutes,
  structureRoutes,
  autocompleteRoutes,
  notifierRoutes,
  bookingRoutes,
  checkinRoutes,
];
