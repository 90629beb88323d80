import type { TNeighbourhood } from '@flexapp/contract';
import type { NeighbourhoodRow } from './neighbourhoods.repository';

type PlaceRow = { neighbourhood_id: number; desk_id: number | null; room_id: number | null; floor_id: number | null };

const idsOf = (rows: PlaceRow[], id: number, key: 'desk_id' | 'room_id' | 'floor_id') =>
  rows
    .filter((r) => r.neighbourhood_id === id && r[key] !== null)
    .map((r) => r[key]!)
    .sort((a, b) => a - b);

/** A neighbourhood as Setup edits it: its rule, the places it names and its groups. */
export function presentNeighbourhood(
  n: NeighbourhoodRow,
  places: PlaceRow[],
  groups: { neighbourhood_id: number; group_id: number }[],
): TNeighbourhood {
  return {
    id: n.id,
    name: n.name,
    colour: n.colour,
    access: n.access,
    open_days_before: n.open_days_before,
    open_time: n.open_time === null ? null : n.open_time.slice(0, 5),
    weekdays: [...n.weekdays].sort((a, b) => a - b),
    desk_ids: idsOf(places, n.id, 'desk_id'),
    room_ids: idsOf(places, n.id, 'room_id'),
    floor_ids: idsOf(places, n.id, 'floor_id'),
    group_ids: groups
      .filter((g) => g.neighbourhood_id === n.id)
      .map((g) => g.group_id)
      .sort((a, b) => a - b),
  };
}
