import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AppLayout } from '@/app/layouts/app-layout';
import { loadMessages } from '@/lib/i18n';
import { DashboardIndex } from './dashboard-index';
import type { RouteMeta } from './route-access';
import { RouteError } from './route-error';
import { PageLoader, RouteGuard } from './route-guard';

const page = (Component: LazyExoticComponent<ComponentType>) => (
  <Suspense fallback={<PageLoader />}>
    <Component />
  </Suspense>
);
const meta = (m: RouteMeta) => m;
const ids = ['id', 'floor_id', 'room_id'];

// Each area is its own chunk: the employee app never downloads the dashboard's code (nor its layout).
// The dashboard and public layouts bring the dashboard's strings (lib/i18n) with them.
const withDashboardMessages = <T,>(load: Promise<T>) => Promise.all([load, loadMessages('dashboard')]).then(([m]) => m);
const DashboardLayout = lazy(() =>
  withDashboardMessages(import('@/app/layouts/dashboard-layout')).then((m) => ({ default: m.DashboardLayout })),
);
const PublicLayout = lazy(() =>
  withDashboardMessages(import('@/app/layouts/public-layout')).then((m) => ({ default: m.PublicLayout })),
);
const LoaderPage = lazy(() => import('@/features/loader/routes/loader-page'));
const LoginPage = lazy(() => import('@/features/auth/routes/login-page'));
const SamlFailedPage = lazy(() => import('@/features/auth/routes/saml-failed-page'));
const LogoutPage = lazy(() => import('@/features/auth/routes/logout-page'));
const NotFoundPage = lazy(() => import('@/features/errors/routes/not-found-page'));
const ProfileEditPage = lazy(() => import('@/features/profile/routes/profile-edit-page'));
const HomePage = lazy(() => import('@/features/home/routes/home-page'));
const CheckinOptionsPage = lazy(() => import('@/features/checkin/routes/checkin-options-page'));
const FindDeskPage = lazy(() => import('@/features/find-desk/routes/find-desk-page'));
const ReservationsPage = lazy(() => import('@/features/reservations/routes/reservations-page'));
const FloorLayoutPage = lazy(() => import('@/features/floor-layout/routes/floor-layout-page'));
const FindRoomPage = lazy(() => import('@/features/find-room/routes/find-room-page'));
const BookingTimeSlotsPage = lazy(() => import('@/features/booking/routes/booking-time-slots-page'));
const ColleaguesListPage = lazy(() => import('@/features/colleagues/routes/colleagues-list-page'));
const ColleagueDetailsPage = lazy(() => import('@/features/colleagues/routes/colleague-details-page'));
const WhoIsInPage = lazy(() => import('@/features/who-is-in/routes/who-is-in-page'));
const GroupWeekPage = lazy(() => import('@/features/group-week/routes/group-week-page'));
const MessagesPage = lazy(() => import('@/features/messages/routes/messages-page'));
const NotifierPage = lazy(() => import('@/features/notifier/routes/notifier-page'));
const AppSettingsPage = lazy(() => import('@/features/profile/routes/app-settings-page'));
const PublicDashboardPage = lazy(() => import('@/features/public/routes/public-dashboard-page'));
const PublicRegisterGuestPage = lazy(() => import('@/features/guests/routes/public-register-guest-page'));
const RegisterGuestPage = lazy(() => import('@/features/guests/routes/register-guest-page'));
const MyDashboardPage = lazy(() => import('@/features/my-dashboard/routes/my-dashboard-page'));
const EvacuationPage = lazy(() => import('@/features/evacuation/routes/evacuation-page'));
const ReceptionPage = lazy(() => import('@/features/reception/routes/reception-page'));
const CheckinsReportPage = lazy(() => import('@/features/checkins-report/routes/checkins-page'));
const BookingsReportPage = lazy(() => import('@/features/bookings-report/routes/bookings-page'));
const SetupLayout = lazy(() => import('@/features/setup/routes/setup-layout'));
const SetupStructurePage = lazy(() => import('@/features/setup/routes/structure-page'));
const SetupFloorPlanPage = lazy(() => import('@/features/setup/routes/floor-plan-page'));
const SetupRulesPage = lazy(() => import('@/features/setup/routes/rules-page'));
const SetupUsersPage = lazy(() => import('@/features/setup/routes/users-page'));
const SetupAuditPage = lazy(() => import('@/features/setup/routes/audit-page'));
const SetupIdentityPage = lazy(() => import('@/features/identity/routes/identity-page'));
const WebhooksPage = lazy(() => import('@/features/webhooks/routes/webhooks-page'));
const ServiceAccountsPage = lazy(() => import('@/features/service-accounts/routes/service-accounts-page'));
const RoomCalendarsPage = lazy(() => import('@/features/room-calendars/routes/room-calendars-page'));
const SetupAmenitiesPage = lazy(() => import('@/features/setup/routes/amenities-page'));
const SetupNeighbourhoodsPage = lazy(() => import('@/features/setup/routes/neighbourhoods-page'));
const DisplayPage = lazy(() => import('@/features/display/routes/display-page'));
const LobbyPage = lazy(() => import('@/features/display/routes/lobby-page'));
const QrCheckinPage = lazy(() => import('@/features/qr-checkin/routes/qr-checkin-page'));
const setupMeta = (name: string) => meta({ name, access: 'login', staffOnly: true });
/** Setup's frame, structure and floor plans: staff and holders of the setup permission (decision 391). */
const placesMeta = (name: string) => meta({ name, access: 'login', permission: 'setup' });

/** The route table of docs/product/access.md, in one place. */
export const routes: RouteObject[] = [
  {
    element: <RouteGuard />,
    children: [
      { path: '/', element: <Navigate to="/login" replace />, handle: meta({ name: 'root', access: 'any' }) },
      { path: '/dashboard/loader', element: page(LoaderPage), handle: meta({ name: 'loading', access: 'loader' }) },
      { path: '/login', element: page(LoginPage), handle: meta({ name: 'login', access: 'guest' }) },
      {
        path: '/login/saml-failed',
        element: page(SamlFailedPage),
        handle: meta({ name: 'saml_failed', access: 'any' }),
      },
      {
        path: '/logout',
        element: page(LogoutPage),
        handle: meta({ name: 'logout', access: 'any' }) /* signed-out visitors simply land on login */,
      },
      { path: '/dashboard/404', element: page(NotFoundPage), handle: meta({ name: 'error_404', access: 'public' }) },
      { path: '/404', element: page(NotFoundPage), handle: meta({ name: 'error_404', access: 'public' }) },
      // A room display holds a device token, not a session (decision 215).
      { path: '/display', element: page(DisplayPage), handle: meta({ name: 'room_display', access: 'public' }) },
      // A lobby board holds a building's device token (decision 330).
      { path: '/display/lobby', element: page(LobbyPage), handle: meta({ name: 'lobby_board', access: 'public' }) },
      {
        path: '/app',
        element: <AppLayout />,
        handle: meta({ name: 'web_app', access: 'login' }),
        children: [
          { index: true, element: page(HomePage), handle: meta({ name: 'home_page', access: 'login' }) },
          { path: 'checkins', element: page(CheckinOptionsPage), handle: meta({ name: 'checkin', access: 'login' }) },
          // A desk's or meeting room's QR code opens this (issue 41, decision 265).
          {
            path: 'checkin/:kind/:id',
            element: page(QrCheckinPage),
            handle: meta({ name: 'qr_checkin', access: 'login' }),
          },
          { path: 'find_desk', element: page(FindDeskPage), handle: meta({ name: 'find_desk', access: 'login' }) },
          { path: 'find_room', element: page(FindRoomPage), handle: meta({ name: 'find_room', access: 'login' }) },
          {
            path: 'reservations',
            element: page(ReservationsPage),
            handle: meta({ name: 'reservations', access: 'login' }),
          },
          {
            path: 'floor_layout',
            element: page(FloorLayoutPage),
            handle: meta({ name: 'floor_layout', access: 'login' }),
          },
          {
            path: 'booking_time_slots/:id',
            element: page(BookingTimeSlotsPage),
            handle: meta({ name: 'booking_time_slots', access: 'login' }),
          },
          {
            path: 'colleagues',
            handle: meta({ name: 'colleagues', access: 'login' }),
            children: [
              {
                index: true,
                element: page(ColleaguesListPage),
                handle: meta({ name: 'colleagues_list', access: 'login' }),
              },
              {
                path: 'colleague_details/:id',
                element: page(ColleagueDetailsPage),
                handle: meta({ name: 'colleague_details', access: 'login' }),
              },
            ],
          },
          { path: 'who-is-in', element: page(WhoIsInPage), handle: meta({ name: 'who_is_in', access: 'login' }) },
          { path: 'messages', element: page(MessagesPage), handle: meta({ name: 'messages', access: 'login' }) },
          { path: 'notifier', element: page(NotifierPage), handle: meta({ name: 'notifier', access: 'login' }) },
          { path: 'settings', element: page(AppSettingsPage), handle: meta({ name: 'settings', access: 'login' }) },
        ],
      },
      {
        path: '/dashboard/public',
        element: page(PublicLayout),
        handle: meta({ name: 'public', access: 'public' }),
        children: [
          {
            index: true,
            element: page(PublicDashboardPage),
            handle: meta({ name: 'public_dashboard', access: 'public' }),
          },
          {
            path: 'register_guest',
            element: page(PublicRegisterGuestPage),
            handle: meta({ name: 'public_register_guest', access: 'public', flag: 'enable_public_register_guest' }),
          },
        ],
      },
      {
        path: '/dashboard',
        element: page(DashboardLayout),
        // The dashboard (its header and menus) is for staff and holders of a dashboard permission; employees use
        // the app (issue 12, decision 347).
        handle: meta({ name: 'dashboard', access: 'login', permission: 'any' }),
        children: [
          { index: true, element: <DashboardIndex />, handle: meta({ name: 'dashboard', access: 'login' }) },
          {
            path: 'buildings/:id/:floor_id/:room_id',
            element: page(MyDashboardPage),
            handle: meta({ name: 'my_dashboard', access: 'login', permission: 'reports', idParams: ids }),
          },
          {
            path: 'checkins',
            element: page(CheckinsReportPage),
            handle: meta({ name: 'checkins', access: 'login', permission: 'reports' }),
          },
          {
            path: 'reception',
            element: page(ReceptionPage),
            handle: meta({ name: 'reception', access: 'login', permission: 'guests' }),
          },
          {
            path: 'evacuation',
            element: page(EvacuationPage),
            handle: meta({ name: 'evacuation', access: 'login', permission: 'evacuation' }),
          },
          {
            path: 'bookings/:id/:floor_id/:room_id',
            element: page(BookingsReportPage),
            handle: meta({
              name: 'bookings',
              access: 'login',
              permission: 'reports',
              flag: 'menu_enable_booking',
              idParams: ids,
            }),
          },
          {
            path: 'bookings/:id/:floor_id/:room_id/:date_start/:date_end/:page',
            element: page(BookingsReportPage),
            handle: meta({
              name: 'bookings_date',
              access: 'login',
              permission: 'reports',
              flag: 'menu_enable_booking',
              idParams: ids,
            }),
          },
          {
            path: 'who-is-in',
            element: page(GroupWeekPage),
            handle: meta({ name: 'who_is_in_dashboard', access: 'login', staffOnly: true }),
          },
          {
            path: 'register_guest',
            element: page(RegisterGuestPage),
            // Staff, and reception or a location admin for their buildings (decision 401).
            handle: meta({
              name: 'register_guest',
              access: 'login',
              permission: 'guests',
              flag: 'enable_register_guest',
            }),
          },
          {
            path: 'profile/edit',
            element: page(ProfileEditPage),
            handle: meta({ name: 'profile_edit', access: 'login', staffOnly: true, employeePath: '/app/settings' }),
          },
          {
            path: 'setup',
            element: page(SetupLayout),
            handle: placesMeta('setup'),
            children: [
              { index: true, element: <Navigate to="structure" replace />, handle: placesMeta('setup') },
              { path: 'structure', element: page(SetupStructurePage), handle: placesMeta('setup_structure') },
              {
                path: 'floors/:floor_id/plan',
                element: page(SetupFloorPlanPage),
                handle: placesMeta('setup_floor_plan'),
              },
              { path: 'rules', element: page(SetupRulesPage), handle: setupMeta('setup_rules') },
              { path: 'users', element: page(SetupUsersPage), handle: setupMeta('setup_users') },
              { path: 'audit', element: page(SetupAuditPage), handle: setupMeta('setup_audit') },
              { path: 'identity', element: page(SetupIdentityPage), handle: setupMeta('setup_identity') },
              { path: 'webhooks', element: page(WebhooksPage), handle: setupMeta('setup_webhooks') },
              {
                path: 'service-accounts',
                element: page(ServiceAccountsPage),
                handle: setupMeta('setup_service_accounts'),
              },
              {
                path: 'room-calendars',
                element: page(RoomCalendarsPage),
                handle: setupMeta('setup_room_calendars'),
              },
              { path: 'amenities', element: page(SetupAmenitiesPage), handle: setupMeta('setup_amenities') },
              {
                path: 'neighbourhoods',
                element: page(SetupNeighbourhoodsPage),
                handle: setupMeta('setup_neighbourhoods'),
              },
            ],
          },
          { path: '*', element: <Navigate to="/dashboard/loader" replace /> },
        ],
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];

/**
 * Every route shows RouteError instead of the router's stack trace when its screen fails (its code cannot be
 * downloaded offline, say); a screen's error stays inside its layout, so the navigation remains.
 */
const withErrorElements = (list: RouteObject[]): RouteObject[] =>
  list.map(
    (r) =>
      ({ ...r, errorElement: <RouteError />, children: r.children && withErrorElements(r.children) }) as RouteObject,
  );

export const createRouter = () => createBrowserRouter(withErrorElements(routes));
