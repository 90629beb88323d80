import type { RoomType } from '../db/schema';
import { chunks, type Trx } from './bulk';
import { timeToMinutes } from './calendar';
import { layoutFloor, renderFloorPlanSvg, type RoomSpec } from './floor-plans';
import type { Random } from './random';

/** Buildings, floors (with plans), rooms, desks and the bookable time slots. */

export interface FloorSpec {
  name: string;
  /** Used in desk names: A1.01 is building A, floor 1, desk 01. */
  number: number;
  withPlan: boolean;
  rooms: RoomSpec[];
}

export interface BuildingSpec {
  name: string;
  code: string;
  floors: FloorSpec[];
}

export interface DeskInfo {
  id: number;
  name: string;
  roomIndex: number;
  floorIndex: number;
  buildingIndex: number;
  closed: boolean;
  /** Never booked or occupied today or later: walk-in desks the tests and the demo can count on. */
  keepFree: boolean;
}

export interface RoomInfo {
  id: number;
  name: string;
  type: RoomType;
  capacity: number;
  floorIndex: number;
  buildingIndex: number;
  deskIndexes: number[];
}

export interface FloorInfo {
  id: number;
  name: string;
  buildingIndex: number;
  hasPlan: boolean;
  deskIndexes: number[];
}

export interface SlotInfo {
  id: number;
  name: string;
  /** Minutes after midnight. */
  start: number;
  end: number;
}

export interface Structure {
  buildings: { id: number; name: string; deskIndexes: number[] }[];
  floors: FloorInfo[];
  rooms: RoomInfo[];
  desks: DeskInfo[];
  slots: SlotInfo[];
}

const workspace = (name: string, desks: number): RoomSpec => ({ name, type: 'WORKSPACE', desks, capacity: desks });
const meeting = (name: string, capacity: number): RoomSpec => ({ name, type: 'MEETING', desks: 0, capacity });

/**
 * Meeting-room equipment of the demo (decision 130): every meeting room for 4 or more has a screen, rooms for
 * 6 or more video conferencing, rooms with an even number of seats a whiteboard. Workspaces have none.
 */
export function roomEquipment(spec: RoomSpec): string[] {
  if (spec.type !== 'MEETING') return [];
  return [
    ...(spec.capacity >= 4 ? ['screen'] : []),
    ...(spec.capacity >= 6 ? ['video'] : []),
    ...(spec.capacity % 2 === 0 ? ['whiteboard'] : []),
  ];
}

/** The demo organisation: two offices, three floors each, 182 desks. Utrecht floor 3 has no plan. */
export function demoBuildings(): BuildingSpec[] {
  return [
    {
      name: 'Amsterdam – Zuidas',
      code: 'A',
      floors: [
        {
          name: 'Floor 1',
          number: 1,
          withPlan: true,
          rooms: [
            workspace('Open space West', 16),
            workspace('Open space East', 14),
            meeting('Vondel', 8),
            meeting('Amstel', 4),
          ],
        },
        {
          name: 'Floor 2',
          number: 2,
          withPlan: true,
          rooms: [
            workspace('Team area Finance', 12),
            workspace('Team area Sales', 12),
            workspace('Quiet zone', 8),
            meeting('Rembrandt', 10),
          ],
        },
        {
          name: 'Floor 3',
          number: 3,
          withPlan: true,
          rooms: [
            workspace('Open space', 18),
            workspace('Project room', 10),
            workspace('Focus pods', 6),
            meeting('Boardroom', 14),
            meeting('Zuidas', 6),
          ],
        },
      ],
    },
    {
      name: 'Utrecht – Centraal',
      code: 'U',
      floors: [
        {
          name: 'Floor 1',
          number: 1,
          withPlan: true,
          rooms: [workspace('Open space', 18), workspace('Hot desks', 12), meeting('Dom', 8), meeting('Oudegracht', 4)],
        },
        {
          name: 'Floor 2',
          number: 2,
          withPlan: true,
          rooms: [
            workspace('Team area IT', 16),
            workspace('Team area HR', 10),
            workspace('Focus area', 8),
            meeting('Catharijne', 6),
          ],
        },
        {
          name: 'Floor 3',
          number: 3,
          withPlan: false,
          rooms: [workspace('Open space', 14), workspace('Quiet zone', 8), meeting('Neude', 6)],
        },
      ],
    },
  ];
}

const largeOffices: [string, string, string[]][] = [
  ['Amsterdam – Zuidas', 'A', ['Vondel', 'Amstel', 'Rembrandt', 'Zuidas', 'Jordaan', 'IJ', 'Dam', 'Museumplein']],
  [
    'Utrecht – Centraal',
    'U',
    ['Dom', 'Oudegracht', 'Catharijne', 'Neude', 'Vredenburg', 'Lombok', 'Wilhelmina', 'Maliebaan'],
  ],
  [
    'Rotterdam – Kop van Zuid',
    'R',
    ['Erasmus', 'Maas', 'Willems', 'Euromast', 'Delfshaven', 'Kralingen', 'Coolsingel', 'Hef'],
  ],
  [
    'Den Haag – Beatrixkwartier',
    'H',
    ['Binnenhof', 'Scheveningen', 'Mauritshuis', 'Plein', 'Malieveld', 'Haagse Bos', 'Lange Voorhout', 'Kijkduin'],
  ],
  [
    'Eindhoven – Strijp-S',
    'E',
    ['Philips', 'Dommel', 'Genneper', 'Klokgebouw', 'Catharina', 'Stratumseind', 'Evoluon', 'Witte Dame'],
  ],
  [
    'Groningen – Zernike',
    'G',
    ['Martini', 'Noorderplantsoen', 'Grote Markt', 'Hoornse Meer', 'Zernike', 'Prinsenhof', 'Ebbinge', 'Vismarkt'],
  ],
];

/** Six offices of four floors, about 5,000 desks: the benchmark organisation. */
export function largeBuildings(random: Random): BuildingSpec[] {
  return largeOffices.map(([name, code, meetingNames], b) => ({
    name,
    code,
    floors: [1, 2, 3, 4].map((number) => ({
      name: `Floor ${number}`,
      number,
      withPlan: !(b === 1 && number === 4),
      rooms: [
        workspace('Open space North', random.int(48, 56)),
        workspace('Open space South', random.int(48, 56)),
        workspace('Team area', random.int(48, 56)),
        workspace('Focus area', random.int(46, 54)),
        meeting(meetingNames[(number - 1) * 2], random.pick([6, 8, 10, 12])),
        meeting(meetingNames[(number - 1) * 2 + 1], random.pick([4, 6, 8])),
      ],
    })),
  }));
}

/** Five sites of the six offices (30 buildings, about 25,000 desks): the scale curve's organisation. */
export function hugeBuildings(random: Random): BuildingSpec[] {
  return [1, 2, 3, 4, 5].flatMap((site) =>
    largeBuildings(random).map((b) => ({
      ...b,
      name: site === 1 ? b.name : `${b.name} ${site}`,
      code: site === 1 ? b.code : `${b.code}${site}-`,
    })),
  );
}

const DEFAULT_PIN = '#1c7ed6';
const STANDING_PIN = '#1971c2';

/** Writes the structure and returns it with database ids, indexed for the generators. */
export async function insertStructure(
  trx: Trx,
  specs: BuildingSpec[],
  random: Random,
  options: { createdAt: Date; planUpdatedAt: Date },
): Promise<Structure> {
  const { createdAt, planUpdatedAt } = options;
  const stamps = { created_at: createdAt, updated_at: createdAt };

  const buildingRows = await trx
    .insertInto('buildings')
    .values(specs.map((b, position) => ({ name: b.name, position, booking_limit: null, ...stamps })))
    .returning(['id', 'name'])
    .execute();
  const buildingId = new Map(buildingRows.map((r) => [r.name, r.id]));

  const plans = specs.map((b) => b.floors.map((f) => layoutFloor(f.rooms)));
  const floorRows = await trx
    .insertInto('floors')
    .values(
      specs.flatMap((b, bi) =>
        b.floors.map((f, fi) => {
          const svg = f.withPlan ? renderFloorPlanSvg(plans[bi][fi], `${b.name} · ${f.name}`) : null;
          return {
            building_id: buildingId.get(b.name)!,
            name: f.name,
            position: fi,
            booking_limit: null,
            plan_image: svg ? Buffer.from(svg, 'utf8') : null,
            plan_mime: svg ? ('image/svg+xml' as const) : null,
            plan_updated_at: svg ? planUpdatedAt : null,
            ...stamps,
          };
        }),
      ),
    )
    .returning(['id', 'building_id', 'name'])
    .execute();
  const floorId = new Map(floorRows.map((r) => [`${r.building_id}|${r.name}`, r.id]));

  const structure: Structure = { buildings: [], floors: [], rooms: [], desks: [], slots: [] };
  const roomRows: {
    floor_id: number;
    name: string;
    type: RoomType;
    position: number;
    capacity: number;
    equipment: string[];
    x: number;
    y: number;
    created_at: Date;
    updated_at: Date;
  }[] = [];
  const pendingDesks: {
    roomKey: string;
    name: string;
    label: string;
    is_closed: boolean;
    pin_color: string;
    x: number;
    y: number;
    position: number;
  }[] = [];
  const roomIndexByKey = new Map<string, number>();

  specs.forEach((b, bi) => {
    const bid = buildingId.get(b.name)!;
    structure.buildings.push({ id: bid, name: b.name, deskIndexes: [] });
    b.floors.forEach((f, fi) => {
      const fid = floorId.get(`${bid}|${f.name}`)!;
      const floorIndex = structure.floors.length;
      structure.floors.push({ id: fid, name: f.name, buildingIndex: bi, hasPlan: f.withPlan, deskIndexes: [] });
      let deskNumber = 0;
      plans[bi][fi].rooms.forEach((placed, position) => {
        const roomKey = `${fid}|${placed.spec.name}`;
        roomIndexByKey.set(roomKey, structure.rooms.length);
        structure.rooms.push({
          id: 0,
          name: placed.spec.name,
          type: placed.spec.type,
          capacity: placed.spec.capacity,
          floorIndex,
          buildingIndex: bi,
          deskIndexes: [],
        });
        roomRows.push({
          floor_id: fid,
          name: placed.spec.name,
          type: placed.spec.type,
          position,
          capacity: placed.spec.capacity,
          equipment: roomEquipment(placed.spec),
          x: placed.position.x,
          y: placed.position.y,
          ...stamps,
        });
        const firstRoom = bi === 0 && fi === 0 && position === 0;
        placed.desks.forEach((desk, i) => {
          deskNumber++;
          const nn = String(deskNumber).padStart(2, '0');
          const standing = i % 9 === 4;
          const keepFree = firstRoom && i < Math.max(6, Math.ceil(placed.desks.length / 2));
          pendingDesks.push({
            roomKey,
            name: `${b.code}${f.number}.${nn}`,
            label: standing ? `Standing desk ${nn}` : desk.byWindow ? `Window desk ${nn}` : `Desk ${nn}`,
            is_closed: !keepFree && random.chance(0.03),
            pin_color: standing ? STANDING_PIN : DEFAULT_PIN,
            x: desk.x,
            y: desk.y,
            position: i,
          });
          structure.desks.push({
            id: 0,
            name: `${b.code}${f.number}.${nn}`,
            roomIndex: roomIndexByKey.get(roomKey)!,
            floorIndex,
            buildingIndex: bi,
            closed: false,
            keepFree,
          });
        });
      });
    });
  });

  for (const chunk of chunks(roomRows, 2_000)) {
    const rows = await trx.insertInto('rooms').values(chunk).returning(['id', 'floor_id', 'name']).execute();
    for (const r of rows) structure.rooms[roomIndexByKey.get(`${r.floor_id}|${r.name}`)!].id = r.id;
  }

  const deskIndexByKey = new Map<string, number>();
  const deskRows = pendingDesks.map((d, index) => {
    const room = structure.rooms[roomIndexByKey.get(d.roomKey)!];
    deskIndexByKey.set(`${room.id}|${d.name}`, index);
    const { roomKey: _roomKey, ...row } = d;
    return { ...row, room_id: room.id, ...stamps };
  });
  for (const chunk of chunks(deskRows, 4_000)) {
    const rows = await trx.insertInto('desks').values(chunk).returning(['id', 'room_id', 'name']).execute();
    for (const r of rows) structure.desks[deskIndexByKey.get(`${r.room_id}|${r.name}`)!].id = r.id;
  }
  structure.desks.forEach((desk, index) => {
    desk.closed = pendingDesks[index].is_closed;
    structure.rooms[desk.roomIndex].deskIndexes.push(index);
    structure.floors[desk.floorIndex].deskIndexes.push(index);
    structure.buildings[desk.buildingIndex].deskIndexes.push(index);
  });

  const slotRows = await trx
    .insertInto('timetables')
    .values([
      { name: 'Morning', start_time: '08:00:00', end_time: '12:00:00', position: 0, is_active: true, ...stamps },
      { name: 'Afternoon', start_time: '12:00:00', end_time: '17:00:00', position: 1, is_active: true, ...stamps },
    ])
    .returning(['id', 'name', 'start_time', 'end_time'])
    .execute();
  structure.slots = slotRows
    .map((r) => ({ id: r.id, name: r.name, start: timeToMinutes(r.start_time), end: timeToMinutes(r.end_time) }))
    .sort((a, b) => a.start - b.start);
  return structure;
}
