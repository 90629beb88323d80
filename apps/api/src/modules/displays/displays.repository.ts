import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';

/** Forgets pairings that expired without staff entering their code (their codes may be drawn again). */
export function deleteExpiredPairings(db: DbOrTrx, now: Date) {
  return db.deleteFrom('display_pairings').where('display_id', 'is', null).where('expires_at', '<=', now).execute();
}

export function insertPairing(db: DbOrTrx, row: { code: string; secretHash: string; now: Date; expiresAt: Date }) {
  return db
    .insertInto('display_pairings')
    .values({ code: row.code, secret_hash: row.secretHash, created_at: row.now, expires_at: row.expiresAt })
    .returning(['code', 'expires_at'])
    .executeTakeFirstOrThrow();
}

/** The open pairing showing this code now, locked for the staff member who pairs it. */
export function openPairingForUpdate(db: DbOrTrx, code: string, now: Date) {
  return db
    .selectFrom('display_pairings')
    .select(['id'])
    .where('code', '=', code)
    .where('display_id', 'is', null)
    .where('expires_at', '>', now)
    .forUpdate()
    .executeTakeFirst();
}

export function pairingBySecretForUpdate(db: DbOrTrx, secretHash: string) {
  return db
    .selectFrom('display_pairings')
    .select(['id', 'display_id', 'expires_at', 'claimed_at'])
    .where('secret_hash', '=', secretHash)
    .forUpdate()
    .executeTakeFirst();
}

export function markPairingPaired(db: DbOrTrx, pairingId: number, displayId: number) {
  return db.updateTable('display_pairings').set({ display_id: displayId }).where('id', '=', pairingId).execute();
}

export function markPairingClaimed(db: DbOrTrx, pairingId: number, now: Date) {
  return db.updateTable('display_pairings').set({ claimed_at: now }).where('id', '=', pairingId).execute();
}

/** A meeting room that is not deleted (nor its floor or building), with its building's opening hours. */
export function roomOfDisplay(db: DbOrTrx, roomId: number) {
  return db
    .selectFrom('rooms as r')
    .innerJoin('floors as f', 'f.id', 'r.floor_id')
    .innerJoin('buildings as b', 'b.id', 'f.building_id')
    .select([
      'r.id',
      'r.name',
      'r.type',
      'f.name as floor',
      'b.name as building',
      sql<string>`to_char(b.opens_at, 'HH24:MI')`.as('opens_at'),
      sql<string>`to_char(b.closes_at, 'HH24:MI')`.as('closes_at'),
    ])
    .where('r.id', '=', roomId)
    .where('r.deleted_at', 'is', null)
    .where('f.deleted_at', 'is', null)
    .where('b.deleted_at', 'is', null)
    .executeTakeFirst();
}

export function insertDisplay(db: DbOrTrx, row: { roomId: number; showTitles: boolean; userId: number; now: Date }) {
  return db
    .insertInto('displays')
    .values({ room_id: row.roomId, show_titles: row.showTitles, created_by: row.userId, created_at: row.now })
    .returning(['id', 'room_id', 'show_titles', 'created_at', 'last_seen_at'])
    .executeTakeFirstOrThrow();
}

/** A lobby board: a display of a building (decision 330). */
export function insertLobbyBoard(db: DbOrTrx, row: { buildingId: number; userId: number; now: Date }) {
  return db
    .insertInto('displays')
    .values({ room_id: null, building_id: row.buildingId, created_by: row.userId, created_at: row.now })
    .returning(['id', 'building_id', 'created_at', 'last_seen_at'])
    .executeTakeFirstOrThrow();
}

export function liveBuilding(db: DbOrTrx, buildingId: number) {
  return db
    .selectFrom('buildings')
    .select('id')
    .where('id', '=', buildingId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export function lobbyBoardsOfBuilding(db: DbOrTrx, buildingId: number) {
  return db
    .selectFrom('displays')
    .select(['id', 'building_id', 'created_at', 'last_seen_at'])
    .where('building_id', '=', buildingId)
    .where('revoked_at', 'is', null)
    .orderBy('id')
    .execute();
}

/** Gives a paired display its token (only once: a display that has one, or was revoked, is left alone). */
export function setDisplayToken(db: DbOrTrx, displayId: number, tokenHash: string) {
  return db
    .updateTable('displays')
    .set({ token_hash: tokenHash })
    .where('id', '=', displayId)
    .where('token_hash', 'is', null)
    .where('revoked_at', 'is', null)
    .returning(['id', 'room_id', 'building_id'])
    .executeTakeFirst();
}

export function displayByTokenHash(db: DbOrTrx, tokenHash: string) {
  return db
    .selectFrom('displays')
    .select(['id', 'room_id', 'building_id', 'show_titles', 'last_seen_at'])
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

/** Notes the display was seen; at most one write a minute per display. */
export function touchDisplay(db: DbOrTrx, displayId: number, now: Date) {
  return db
    .updateTable('displays')
    .set({ last_seen_at: now })
    .where('id', '=', displayId)
    .where((eb) => eb.or([eb('last_seen_at', 'is', null), eb('last_seen_at', '<', new Date(now.getTime() - 60_000))]))
    .execute();
}

export function displaysOfRoom(db: DbOrTrx, roomId: number) {
  return db
    .selectFrom('displays')
    .select(['id', 'room_id', 'show_titles', 'created_at', 'last_seen_at'])
    .where('room_id', '=', roomId)
    .where('revoked_at', 'is', null)
    .orderBy('id')
    .execute();
}

export function revokeDisplay(db: DbOrTrx, displayId: number, now: Date) {
  return db
    .updateTable('displays')
    .set({ revoked_at: now, token_hash: null })
    .where('id', '=', displayId)
    .where('revoked_at', 'is', null)
    .returning(['id', 'room_id', 'building_id'])
    .executeTakeFirst();
}

/** The room's active bookings that have not ended by `now` and start before `until`, with whether each is checked in. */
export function roomBookingsAhead(db: DbOrTrx, roomId: number, now: Date, until: Date) {
  return db
    .selectFrom('bookings as bk')
    .select([
      'bk.id',
      'bk.user_id',
      'bk.title',
      'bk.walk_up',
      'bk.date',
      'bk.start_at',
      'bk.end_at',
      (eb) =>
        eb
          .exists(
            eb
              .selectFrom('checkins as c')
              .select('c.id')
              .whereRef('c.booking_id', '=', 'bk.id')
              .where('c.deactivated_at', 'is', null),
          )
          .as('checked_in'),
    ])
    .where('bk.room_id', '=', roomId)
    .where('bk.cancelled_at', 'is', null)
    .where('bk.end_at', '>', now)
    .where('bk.start_at', '<', until)
    .orderBy('bk.start_at')
    .execute();
}

export function roomBookingForUpdate(db: DbOrTrx, bookingId: number, roomId: number) {
  return db
    .selectFrom('bookings')
    .select(['id', 'user_id', 'date', 'start_at', 'end_at', 'cancelled_at'])
    .where('id', '=', bookingId)
    .where('room_id', '=', roomId)
    .forUpdate()
    .executeTakeFirst();
}

export function insertWalkUp(db: DbOrTrx, row: { roomId: number; date: string; start: Date; end: Date }) {
  return db
    .insertInto('bookings')
    .values({ user_id: null, walk_up: true, room_id: row.roomId, date: row.date, start_at: row.start, end_at: row.end })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function setBookingEnd(db: DbOrTrx, bookingId: number, end: Date) {
  return db.updateTable('bookings').set({ end_at: end }).where('id', '=', bookingId).execute();
}

/** Ends a booking that had not begun by `now` (its range would be empty). */
export function cancelBookingAt(db: DbOrTrx, bookingId: number, now: Date) {
  return db.updateTable('bookings').set({ cancelled_at: now }).where('id', '=', bookingId).execute();
}

/** Ends the open check-ins that counted for the booking; returns whose they were. */
export async function endCheckinsOfBooking(db: DbOrTrx, bookingId: number, now: Date) {
  const rows = await db
    .updateTable('checkins')
    .set({ deactivated_at: sql<Date>`greatest(created, ${now}::timestamptz)` })
    .where('booking_id', '=', bookingId)
    .where('deactivated_at', 'is', null)
    .returning('user_id')
    .execute();
  return rows.flatMap((r) => (r.user_id === null ? [] : [r.user_id]));
}

/** A display that is neither revoked nor without its token. */
export function liveDisplay(db: DbOrTrx, displayId: number) {
  return db
    .selectFrom('displays')
    .select('id')
    .where('id', '=', displayId)
    .where('revoked_at', 'is', null)
    .where('token_hash', 'is not', null)
    .executeTakeFirst();
}
