// The reports module's one door (docs/ARCHITECTURE.md): the dashboard's statistics, reports and exports.
export { default as dashboardReportsRoutes } from './dashboard-reports.routes';
export { default as checkinStatsRoutes } from './checkin-stats.routes';
export { default as checkinActivitiesRoutes } from './checkin-activities.routes';
export { default as bookingsReportRoutes } from './bookings-report.routes';
export { default as bookingListRoutes } from './booking-list.routes';
