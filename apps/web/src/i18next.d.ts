// Typed translation keys (issue 17): `t('a.key')` type-checks against the English catalogues, so a key that
// does not exist fails `npm run typecheck`. locales.test.ts keeps Dutch complete against English.
import type amenities from './locales/en/amenities.json';
import type amenitiesSetup from './locales/en/amenities-setup.json';
import type booking from './locales/en/booking.json';
import type colleagues from './locales/en/colleagues.json';
import type display from './locales/en/display.json';
import type favourites from './locales/en/favourites.json';
import type foundation from './locales/en/foundation.json';
import type guests from './locales/en/guests.json';
import type identity from './locales/en/identity.json';
import type roles from './locales/en/roles.json';
import type messages from './locales/en/messages.json';
import type myDashboard from './locales/en/my-dashboard.json';
import type outreach from './locales/en/outreach.json';
import type qr from './locales/en/qr.json';
import type qrSheet from './locales/en/qr-sheet.json';
import type privacy from './locales/en/privacy.json';
import type reports from './locales/en/reports.json';
import type rooms from './locales/en/rooms.json';
import type security from './locales/en/security.json';
import type setup from './locales/en/setup.json';
import type sso from './locales/en/sso.json';
import type webhooks from './locales/en/webhooks.json';
import type chat from './locales/en/chat.json';
import type retention from './locales/en/retention.json';
import type neighbourhoods from './locales/en/neighbourhoods.json';
import type neighbourhoodsSetup from './locales/en/neighbourhoods-setup.json';
import type serviceAccounts from './locales/en/service-accounts.json';
import type roomCalendars from './locales/en/room-calendars.json';
import type reception from './locales/en/reception.json';
import type whoIsIn from './locales/en/who-is-in.json';
import type evacuation from './locales/en/evacuation.json';
import type myChat from './locales/en/my-chat.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'app';
    fallbackNS: 'dashboard';
    resources: {
      /** lib/i18n.ts: the app part (locales/en/app.ts). */
      app: typeof foundation &
        typeof sso &
        typeof security &
        typeof booking &
        typeof colleagues &
        typeof messages &
        typeof outreach &
        typeof privacy &
        typeof rooms &
        typeof display &
        typeof qr &
        typeof favourites &
        typeof amenities &
        typeof neighbourhoods &
        typeof whoIsIn &
        typeof myChat;
      /** The dashboard part (locales/en/dashboard.ts). */
      dashboard: typeof guests &
        typeof identity &
        typeof roles &
        typeof myDashboard &
        typeof reports &
        typeof setup &
        typeof qrSheet &
        typeof webhooks &
        typeof chat &
        typeof serviceAccounts &
        typeof roomCalendars &
        typeof reception &
        typeof amenitiesSetup &
        typeof retention &
        typeof neighbourhoodsSetup &
        typeof evacuation;
    };
  }
}
