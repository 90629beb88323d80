import type { FastifyPluginAsync } from 'fastify';
import { amenityRoutes } from './amenities';
import { authRoutes, secondFactorRoutes, sessionsRoutes, ssoRoutesWith } from './auth';
import { passkeysRoutes } from './passkeys';
import { autocompleteRoutes } from './autocomplete';
import { bookingRoutes, confirmLinkRoutes } from './booking';
import { calendarRoutes, roomCalendarRoutes } from './calendar';
import { checkinRoutes, checkinsTodayRoutes } from './checkins';
import { configurationRoutes } from './configuration';
import { displayRoutes } from './displays';
import { eventRoutes } from './events';
import { evacuationRoutes } from './evacuation';
import { groupRoutes, syncMembershipsFromClaims } from './groups';
import { lobbyRoutes } from './lobby';
import { favouriteRoutes } from './favourites';
import { guestsRoutes, guestsTodayRoutes } from './guests';
import { healthRoutes } from './health';
import { mailRoutes } from './mail';
import { messageRoutes } from './messages';
import { neighbourhoodRoutes } from './neighbourhoods';
import { notifierRoutes } from './notifiers';
import { privacyRoutes, privacySettingsRoutes } from './privacy';
import { qrRoutes } from './qr';
import {
  checkinStatsRoutes,
  dashboardReportsRoutes,
  bookingListRoutes,
  bookingsReportRoutes,
  checkinActivitiesRoutes,
} from './reports';
import { roleRoutes } from './roles';
import { samlRoutes } from './saml';
import { seriesRoutes } from './series';
import { setupRoutes } from './setup';
import { structureRoutes } from './structure';
import { scimTokenRoutes, serviceAccountRoutes, tokenRoutes } from './tokens';
import { twoFactorRoutes } from './two-factor';
import { colleagueRoutes } from './users';
import { chatChannelRoutes, personalChatRoutes, webhookRoutes } from './webhooks';
import { whoIsInRoutes } from './who-is-in';

/** Every API module's routes, mounted under /api in this order. Add one line per module. */
export const apiModules: FastifyPluginAsync[] = [
  healthRoutes,
  configurationRoutes,
  authRoutes,
  ssoRoutesWith(syncMembershipsFromClaims),
  samlRoutes,
  secondFactorRoutes,
  sessionsRoutes,
  passkeysRoutes,
  twoFactorRoutes,
  structureRoutes,
  autocompleteRoutes,
  guestsRoutes,
  guestsTodayRoutes,
  evacuationRoutes,
  checkinsTodayRoutes,
  notifierRoutes,
  dashboardReportsRoutes,
  checkinStatsRoutes,
  setupRoutes,
  checkinActivitiesRoutes,
  bookingsReportRoutes,
  bookingListRoutes,
  bookingRoutes,
  seriesRoutes,
  favouriteRoutes,
  amenityRoutes,
  neighbourhoodRoutes,
  confirmLinkRoutes,
  checkinRoutes,
  displayRoutes,
  lobbyRoutes,
  qrRoutes,
  colleagueRoutes,
  messageRoutes,
  mailRoutes,
  privacyRoutes,
  calendarRoutes,
  roomCalendarRoutes,
  eventRoutes,
  tokenRoutes,
  serviceAccountRoutes,
  groupRoutes,
  roleRoutes,
  scimTokenRoutes,
  webhookRoutes,
  privacySettingsRoutes,
  chatChannelRoutes,
  personalChatRoutes,
  whoIsInRoutes,
];
