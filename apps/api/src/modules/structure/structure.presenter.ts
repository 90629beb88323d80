import type { TDesk } from '@flexapp/contract';
import type { DeskRow } from './structure.repository';

const coord = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export function presentDesk(r: DeskRow): TDesk {
  return {
    id: r.id,
    name: r.name,
    desk_label: r.label,
    reserved: r.occupied,
    is_closed: r.is_closed,
    desk_color_map_pin: r.pin_color,
    user:
      r.occupied && r.holder_first_name !== null
        ? { id: r.holder_user_id, first_name: r.holder_first_name, last_name: r.holder_last_name }
        : null,
    x: coord(r.x),
    y: coord(r.y),
    room: { id: r.room_id, name: r.room_name, type: r.room_type },
    floor: { id: r.floor_id, name: r.floor_name },
    building: { id: r.building_id, name: r.building_name },
  };
}
