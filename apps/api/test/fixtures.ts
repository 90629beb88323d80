import type { Db } from '../src/db/database';

/** A small office: one building, one floor with a plan, a workspace room with desks, a meeting room, two slots. */
export async function createStructure(db: Db, opts: { building?: string; desks?: number; withPlan?: boolean } = {}) {
  const building = await db
    .insertInto('buildings')
    .values({ name: opts.building ?? 'HQ' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#eee"/></svg>',
  );
  const floor = await db
    .insertInto('floors')
    .values({
      building_id: building.id,
      name: 'Floor 1',
      plan_image: opts.withPlan === false ? null : svg,
      plan_mime: opts.withPlan === false ? null : 'image/svg+xml',
      plan_updated_at: opts.withPlan === false ? null : new Date('2026-01-01T00:00:00Z'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const room = await db
    .insertInto('rooms')
    .values({ floor_id: floor.id, name: 'Open space', type: 'WORKSPACE' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const meeting = await db
    .insertInto('rooms')
    .values({ floor_id: floor.id, name: 'Boardroom', type: 'MEETING', x: 80, y: 20 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const deskIds: number[] = [];
  for (let i = 1; i <= (opts.desks ?? 3); i++) {
    const desk = await db
      .insertInto('desks')
      .values({
        room_id: room.id,
        name: `D${i}`,
        label: `Desk ${i}`,
        x: ((10 * i - 1) % 100) + 1,
        y: 50 + 10 * Math.floor((i - 1) / 10),
        position: i,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    deskIds.push(desk.id);
  }
  const slots = await db
    .insertInto('timetables')
    .values([
      { name: 'Morning', start_time: '08:00', end_time: '12:00', position: 1 },
      { name: 'Afternoon', start_time: '12:00', end_time: '17:00', position: 2 },
    ])
    .returning('id')
    .execute();
  return {
    buildingId: building.id,
    floorId: floor.id,
    roomId: room.id,
    meetingRoomId: meeting.id,
    deskIds,
    timetableIds: slots.map((s) => s.id),
  };
}

/** A booking row written directly (for tests of what reads bookings). */
export async function insertBooking(
  db: Db,
  b: { userId: number; deskId: number; timetableId: number; date: string; start: Date; end: Date; cancelled?: boolean },
) {
  const row = await db
    .insertInto('bookings')
    .values({
      user_id: b.userId,
      desk_id: b.deskId,
      timetable_id: b.timetableId,
      date: b.date,
      start_at: b.start,
      end_at: b.end,
      cancelled_at: b.cancelled ? new Date() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An open (or closed) workspace check-in at a desk. */
export async function insertCheckin(
  db: Db,
  c: { userId: number; deskId: number; roomId: number; created?: Date; ended?: Date | null },
) {
  const row = await db
    .insertInto('checkins')
    .values({
      user_id: c.userId,
      type: 'WORKSPACE',
      desk_id: c.deskId,
      room_id: c.roomId,
      created: c.created ?? new Date(),
      deactivated_at: c.ended ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
