import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStructure, insertBooking, insertCheckin } from '../../../test/fixtures';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { giveRole } from '../../../test/roles';
import { manualClock } from '../../lib/clock';

/** A location admin's lists and exports over several of their buildings (decision 418). */
let ctx: TestContext;
const b: Awaited<ReturnType<typeof createStructure>>[] = [];
const auth: Record<string, string> = {};

const clock = manualClock('2027-03-01T09:30:00');
const RANGE = 'start_date=2027-02-01&end_date=2027-02-28';
const get = (who: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: { authorization: auth[who] } });
const ids = (key: string, ...buildings: number[]) => buildings.map((i) => `${key}=${b[i]!.buildingId}`).join('&');
const buildingOfRoom = (room: number) => b.findIndex((s) => s.roomId === room || s.meetingRoomId === room);

/** Check-ins and desk bookings in February: North 1, South 2, West 4. */
const COUNTS = [1, 2, 4];

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  for (const name of ['North', 'South', 'West']) b.push(await createStructure(ctx.db, { building: name, desks: 4 }));
  const person = await createUser(ctx.db, { username: 'worker' });
  await createUser(ctx.db, { username: 'boss', staff: true });
  await createUser(ctx.db, { username: 'daan' });
  for (const [i, count] of COUNTS.entries())
    for (let n = 0; n < count; n++) {
      const s = b[i]!;
      const day = `2027-02-${String(10 + n).padStart(2, '0')}`;
      await insertCheckin(ctx.db, {
        userId: person,
        deskId: s.deskIds[n]!,
        roomId: s.roomId,
        created: new Date(`${day}T09:00:00`),
        ended: new Date(`${day}T12:00:00`),
      });
      await insertBooking(ctx.db, {
        userId: person,
        deskId: s.deskIds[n]!,
        timetableId: s.timetableIds[0]!,
        date: day,
        start: new Date(`${day}T08:00:00`),
        end: new Date(`${day}T12:00:00`),
      });
    }
  const admin = await createUser(ctx.db, { username: 'admin' });
  await giveRole(ctx.db, admin, 'location_admin', [b[0]!.buildingId, b[1]!.buildingId], clock.now());
  for (const who of ['boss', 'admin', 'daan']) auth[who] = await login(ctx.app, who);
});
afterAll(() => ctx.close());

/** The checks every list shares: its rows' buildings for a filter, by caller. */
function sharedRules(
  name: string,
  url: (filter: string) => string,
  key: string,
  buildingsOf: (who: string, filter: string) => Promise<number[]>,
) {
  describe(name, () => {
    it('a location admin sees rows of their two buildings only: by default both, named one or both', async () => {
      expect(await buildingsOf('admin', '')).toEqual([0, 1]);
      expect(await buildingsOf('admin', `${key}=all`)).toEqual([0, 1]);
      expect(await buildingsOf('admin', ids(key, 0, 1))).toEqual([0, 1]);
      expect(await buildingsOf('admin', ids(key, 1))).toEqual([1]);
    });

    it('staff keep every building, and may name several', async () => {
      expect(await buildingsOf('boss', '')).toEqual([0, 1, 2]);
      expect(await buildingsOf('boss', ids(key, 0, 2))).toEqual([0, 2]);
    });

    it("refuses a third building's id, alone or among theirs, with 403 BUILDING_NOT_PERMITTED", async () => {
      for (const filter of [ids(key, 2), ids(key, 0, 2), `${ids(key, 0)}&${key}=999999`]) {
        const res = await get('admin', url(filter));
        expect(res.statusCode, filter).toBe(403);
        expect(res.json().code).toBe('BUILDING_NOT_PERMITTED');
      }
    });

    it('answers 400 for a building id that is not one', async () => {
      for (const filter of [`${key}=x`, `${key}=1&${key}=-2`]) {
        const res = await get('boss', url(filter));
        expect(res.statusCode, filter).toBe(400);
        expect(res.json().code).toBe('VALIDATION_ERROR');
      }
    });

    it('refuses an employee (403) and no one signed in (401)', async () => {
      expect((await get('daan', url(''))).statusCode).toBe(403);
      expect((await ctx.app.inject({ method: 'GET', url: url('') })).statusCode).toBe(401);
    });
  });
}

const distinct = (values: number[]) => [...new Set(values)].sort((x, y) => x - y);

const checkinsUrl = (filter: string) => `/api/reports/checkin_activities?${RANGE}${filter ? `&${filter}` : ''}`;
sharedRules(
  'GET /api/reports/checkin_activities over several buildings',
  checkinsUrl,
  'building_id',
  async (who, filter) => {
    const res = await get(who, checkinsUrl(filter));
    expect(res.statusCode, res.body).toBe(200);
    return distinct((res.json().checkins as { room: number }[]).map((c) => buildingOfRoom(c.room)));
  },
);

describe('the check-in list and export for a location admin', () => {
  it('counts every check-in of their buildings, in JSON and in CSV', async () => {
    const json = await get('admin', checkinsUrl(''));
    expect(json.json().checkins).toHaveLength(COUNTS[0]! + COUNTS[1]!);
    const csv = await get('admin', checkinsUrl('format=csv'));
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trim().split('\r\n')).toHaveLength(1 + COUNTS[0]! + COUNTS[1]!);
  });

  it("a room of theirs narrows as before; another building's room is refused", async () => {
    const own = await get('admin', checkinsUrl(`room=${b[1]!.roomId}`));
    expect(own.json().checkins).toHaveLength(COUNTS[1]!);
    const other = await get('admin', checkinsUrl(`room=${b[2]!.roomId}`));
    expect(other.statusCode).toBe(403);
    const mixed = await get('admin', checkinsUrl(`room=${b[1]!.roomId}&${ids('building_id', 2)}`));
    expect(mixed.statusCode).toBe(403);
    expect(mixed.json().code).toBe('BUILDING_NOT_PERMITTED');
  });
});

const buildingIndex = (id: number) => b.findIndex((s) => s.buildingId === id);
const reportUrl = (filter: string, scope = 'all.all.all.0') =>
  `/api/reports/bookings/${scope}?${RANGE}${filter ? `&${filter}` : ''}`;
sharedRules(
  'GET /api/reports/bookings/all.….0 over several buildings',
  reportUrl,
  'building_id',
  async (who, filter) => {
    const res = await get(who, reportUrl(filter));
    expect(res.statusCode, res.body).toBe(200);
    return distinct((res.json() as { building_id: number }[]).map((r) => buildingIndex(r.building_id)));
  },
);

describe('the bookings report and its summary for a location admin', () => {
  const total = async (who: string, filter: string, scope?: string) => {
    const res = await get(who, reportUrl(filter, `${scope ?? 'all.all.all.0'}/summary`));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().total_bookings as number;
  };

  it("sums the bookings of their buildings only, and staff's of every building", async () => {
    expect(await total('admin', '')).toBe(COUNTS[0]! + COUNTS[1]!);
    expect(await total('admin', ids('building_id', 1))).toBe(COUNTS[1]!);
    expect(await total('boss', '')).toBe(COUNTS[0]! + COUNTS[1]! + COUNTS[2]!);
    expect(await total('boss', ids('building_id', 2))).toBe(COUNTS[2]!);
  });

  it("a building of theirs in the scope narrows as before; another building's is refused, in the scope or the query", async () => {
    expect(await total('admin', '', `${b[1]!.buildingId}.all.all.0`)).toBe(COUNTS[1]!);
    for (const [scope, filter] of [
      [`${b[2]!.buildingId}.all.all.0`, ''],
      [`${b[1]!.buildingId}.all.all.0`, ids('building_id', 2)],
    ] as const) {
      const res = await get('admin', reportUrl(filter, `${scope}/summary`));
      expect(res.statusCode, scope + filter).toBe(403);
      expect(res.json().code).toBe('BUILDING_NOT_PERMITTED');
    }
  });
});

const listUrl = (filter: string) => `/api/booking/list/all?${RANGE}${filter ? `&${filter}` : ''}`;
sharedRules('GET /api/booking/list/all over several buildings', listUrl, 'building', async (who, filter) => {
  const res = await get(who, listUrl(filter));
  expect(res.statusCode, res.body).toBe(200);
  return distinct(
    (res.json().results as { location: { id: number }[] }[]).map((r) => buildingIndex(r.location[0]!.id)),
  );
});

describe('the booking list and its export for a location admin', () => {
  it('counts and exports the bookings of their buildings only', async () => {
    for (const limit of ['', 'limit=-1']) {
      const res = await get('admin', listUrl(limit));
      expect(res.json().count, limit).toBe(COUNTS[0]! + COUNTS[1]!);
      expect(res.json().results, limit).toHaveLength(COUNTS[0]! + COUNTS[1]!);
    }
    expect((await get('boss', listUrl('limit=-1'))).json().count).toBe(COUNTS[0]! + COUNTS[1]! + COUNTS[2]!);
  });

  it('a floor of another building with theirs shows nothing of it', async () => {
    const res = await get('admin', listUrl(`floor=${b[2]!.floorId}`));
    expect(res.statusCode).toBe(200);
    expect(res.json().count).toBe(0);
  });
});
