import type { TFavourite } from '@flexapp/contract';
import type { FavouriteRow } from './favourites.repository';

/** Starred places that still exist (a deleted desk drops out), desks first, then rooms, each by name. */
export function presentFavourites(rows: FavouriteRow[]): TFavourite[] {
  return rows
    .filter((r) => r.desk_id === null || r.desk_deleted_at === null)
    .map((r) => ({
      kind: r.desk_id === null ? ('room' as const) : ('desk' as const),
      id: r.desk_id ?? r.room_id,
      name: r.desk_id === null ? r.room_name : (r.desk_name ?? ''),
      building: { id: r.building_id, name: r.building_name },
      floor: { id: r.floor_id, name: r.floor_name },
      room: { id: r.room_id, name: r.room_name },
    }))
    .sort((a, b) => (a.kind === b.kind ? a.name.localeCompare(b.name) : a.kind === 'desk' ? -1 : 1));
}
