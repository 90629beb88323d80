// The calendar module's one door (docs/ARCHITECTURE.md): calendar feeds and booking invitations.
export { default as calendarRoutes } from './calendar.routes';
export { calendarBookingsQuery } from './calendar.repository';
export { bookingsCalendar } from './ics';
export { default as roomCalendarRoutes } from './room-calendars.routes';
