/**
 * The query keys of the areas more than one feature reads or refreshes, one factory per area, each under
 * its own root. The live events refresh whole roots (lib/live-events.ts); a feature's own area keeps its
 * factory in the feature (setupKeys, colleagueKeys, guestKeys, dashboardReportKeys).
 */

/** Buildings, floors, rooms and desks with their availability (lib/places.ts, floor layout, desk dialog). */
export const placeKeys = {
  all: ['structure'] as const,
  buildings: (date: string | null) => [...placeKeys.all, 'buildings', { date }] as const,
  floors: (buildingId: number | null, date: string | null) =>
    [...placeKeys.all, 'floors', buildingId, { date }] as const,
  rooms: (floorId: number | null, date: string | null) => [...placeKeys.all, 'rooms', floorId, { date }] as const,
  roomDesks: (roomId: number | null, date: string | null) =>
    [...placeKeys.all, 'room-desks', roomId, { date }] as const,
  floor: (floorId: number | null | undefined) => [...placeKeys.all, 'floor', floorId] as const,
  floorDesks: (floorId: number | null | undefined, date: string) =>
    [...placeKeys.all, 'floor-desks', floorId, date] as const,
  deskMap: (deskId: number | null) => [...placeKeys.all, 'desk-map', deskId] as const,
};

/** Reservations, desk timetables, room availability and the bookings list. */
export const bookingKeys = {
  all: ['booking'] as const,
  reservations: () => [...bookingKeys.all, 'reservations'] as const,
  timetables: (deskId: number | null | undefined) => [...bookingKeys.all, 'timetables', deskId] as const,
  rooms: (buildingId: number | string | null | undefined, date: string) =>
    [...bookingKeys.all, 'rooms', buildingId, date] as const,
  list: (filters: unknown, page: number) => [...bookingKeys.all, 'list', 'all', filters, page] as const,
  series: (seriesId: number | null) => [...bookingKeys.all, 'series', seriesId] as const,
};

/** The signed-in user (GET users/self/, one entry per token) and their own calendar and mail settings. */
export const userKeys = {
  all: ['users'] as const,
  self: () => [...userKeys.all, 'self'] as const,
  selfOf: (token: string | null) => [...userKeys.self(), token] as const,
  // Not under self: saving the profile writes the new user into every self query.
  calendarUrl: () => [...userKeys.all, 'calendar-url'] as const,
  emailPreferences: () => [...userKeys.all, 'email-preferences'] as const,
  apiTokens: () => [...userKeys.all, 'api-tokens'] as const,
  privacy: () => [...userKeys.all, 'privacy'] as const,
  twoFactor: () => [...userKeys.all, 'two-factor'] as const,
  sessions: () => [...userKeys.all, 'sessions'] as const,
  passkeys: () => [...userKeys.all, 'passkeys'] as const,
  grants: () => [...userKeys.all, 'grants'] as const,
  chatChannel: () => [...userKeys.all, 'chat-channel'] as const,
};

/** The configuration (settings, feature flags, time zone). */
export const configKeys = {
  all: ['configuration'] as const,
};

/** The inbox and its unread count. */
export const messageKeys = {
  all: ['messages'] as const,
  list: () => [...messageKeys.all, 'list'] as const,
  unread: () => [...messageKeys.all, 'unread'] as const,
};

/** The desks the user watches. */
export const notifierKeys = {
  all: ['notifiers'] as const,
};

/** The staff reports (check-ins, bookings) and their search selectors. */
export const reportKeys = {
  all: ['reports'] as const,
  selector: (kind: string, search: string) => [...reportKeys.all, 'selector', kind, search] as const,
  checkinActivities: (filters: unknown) => [...reportKeys.all, 'checkin_activities', filters] as const,
  bookings: (scope: unknown, start: string, end: string) => [...reportKeys.all, 'bookings', scope, start, end] as const,
  bookingsSummary: (scope: unknown, start: string, end: string) =>
    [...reportKeys.bookings(scope, start, end), 'summary'] as const,
};

/** The user's starred desks and meeting rooms (decision 260). */
export const favouriteKeys = {
  all: ['favourites'] as const,
};

/** Amenities of desks and meeting rooms and the places having them (decision 261). */
export const amenityKeys = {
  all: ['amenities'] as const,
  list: () => [...amenityKeys.all, 'list'] as const,
  places: (ids: number[]) => [...amenityKeys.all, 'places', ids] as const,
  of: (kind: string, id: number) => [...amenityKeys.all, 'of', kind, id] as const,
};

export const neighbourhoodKeys = {
  all: ['neighbourhoods'] as const,
  day: (date: string) => [...neighbourhoodKeys.all, 'day', date] as const,
};
