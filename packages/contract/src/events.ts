/**
 * Live events (server-sent events at GET /api/events). The server publishes
 * them with PostgreSQL NOTIFY on EVENTS_CHANNEL inside the transaction that
 * causes them, so they are sent only when it commits and reach every API process.
 */
export const EVENTS_CHANNEL = 'flexapp_events';

export type TAppEvent =
  /** A desk's status may have changed on `date` (booking made or cancelled, check-in or check-out, guest check-in). */
  | { type: 'desk_status'; desk_id: number; room_id: number; floor_id: number; building_id: number; date: string }
  /**
   * Many desks' status may have changed on `date` at once, in these buildings: the sweep released a
   * morning's no-shows, or checked out the forgotten check-ins at closing time (decision 033). One event
   * instead of one desk_status a desk, for every open app.
   */
  | { type: 'desks_status'; date: string; building_ids: number[]; desks: number }
  /** A meeting room's bookings changed on `date` (booked or cancelled; decision 130). */
  | { type: 'room_status'; room_id: number; floor_id: number; building_id: number; date: string }
  /** Staff changed the workplace setup: buildings, floors, rooms, desks, time slots or users. */
  | { type: 'places_changed' }
  /** Staff changed the settings (configuration). */
  | { type: 'settings_changed' }
  /** A new message in `user_id`'s inbox. */
  | { type: 'message'; user_id: number; message_id: number }
  /**
   * The guests expected on `date` changed (registered, arrived, signed out; decision 367): in this building, or
   * null for a registration without a place, which every building's lobby board shows.
   */
  | { type: 'guests_changed'; building_id: number | null; date: string };
