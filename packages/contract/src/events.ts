/**
 * Live events (server-sent events at GET /api/events). The server publishes
 * them with PostgreSQL NOTIFY on EVENTS_CHANNEL inside the transaction that
 * causes them, so they are sent only when it commits and reach every API process.
 */
export const EVENTS_CHANNEL = 'flexapp_events';

export type TAppEvent =
  /** A desk's status may have changed on `date` (booking made or cancelled, check-in or check-out, closed). */
  | { type: 'desk_status'; desk_id: number; room_id: number; floor_id: number; date: string }
  /** A new message in `user_id`'s inbox. */
  | { type: 'message'; user_id: number; message_id: number };
