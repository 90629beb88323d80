import type { TBuilding, TDesk, TFloor, TRoom } from '@flexapp/contract';
import { showsHolder, type Viewer } from '../../lib/holder-visibility';
import type { BuildingRow, CountRow, DeskRow, FloorRow, RoomRow } from './structure.repository';

/** The answers of the structure routes (docs/product/api.md, places), made from the stored rows. */

const num = (v: unknown) => Number(v ?? 0);
const coord = (v: unknown) => (v === null || v === undefined ? null : Number(v));

const toCounts = (r: CountRow) => ({
  desks: num(r.desks),
  reserved_count: num(r.reserved_count),
  out_of_desk: num(r.out_of_desk),
  available: num(r.available),
});

export const presentBuilding = (r: BuildingRow): TBuilding => ({ id: r.id, name: r.name, ...toCounts(r) });

export const presentFloor = (r: FloorRow): TFloor => ({
  id: r.id,
  name: r.name,
  building_id: r.building_id,
  has_map: r.has_map,
  ...toCounts(r),
});

export const presentRoom = (r: RoomRow): TRoom => ({
  id: r.id,
  name: r.name,
  type: r.type,
  floor_id: r.floor_id,
  desk_count: num(r.desks),
  reservations: num(r.reservations),
  checkins: num(r.checkins),
  x: coord(r.x),
  y: coord(r.y),
  ...toCounts(r),
});

/** A desk as `viewer` sees it: a private holder's desk is taken, by nobody named (decision 251). */
export function presentDesk(r: DeskRow, viewer: Viewer): TDesk {
  const named = showsHolder(viewer, { id: r.holder_user_id, private: r.holder_private });
  return {
    id: r.id,
    name: r.name,
    desk_label: r.label,
    reserved: r.occupied,
    is_closed: r.is_closed,
    desk_color_map_pin: r.pin_color,
    user:
      r.occupied && named && r.holder_first_name !== null
        ? { id: r.holder_user_id, first_name: r.holder_first_name, last_name: r.holder_last_name }
        : null,
    x: coord(r.x),
    y: coord(r.y),
    room: { id: r.room_id, name: r.room_name, type: r.room_type },
    floor: { id: r.floor_id, name: r.floor_name },
    building: { id: r.building_id, name: r.building_name },
  };
}
