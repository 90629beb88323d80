import type { TAmenityPlaceList, TSetupAmenities } from '@flexapp/contract';
import type { LivePlaceRow } from './amenities.repository';

type Assignment = { amenity_id: number; desk_id: number | null; room_id: number | null };
const isDesk = (p: LivePlaceRow): p is LivePlaceRow & { desk_id: number } => p.desk_id !== null;

export function placeLabel(p: LivePlaceRow): string {
  return [p.building_name, p.floor_name, p.room_name, ...(isDesk(p) ? [p.desk_name ?? ''] : [])].join(' · ');
}

export function presentSetup(
  amenities: { id: number; name_en: string; name_nl: string }[],
  rows: Assignment[],
  places: LivePlaceRow[],
): TSetupAmenities {
  return {
    amenities: amenities.map((a) => ({
      ...a,
      desk_ids: rows.filter((r) => r.amenity_id === a.id && r.desk_id !== null).map((r) => r.desk_id!),
      room_ids: rows.filter((r) => r.amenity_id === a.id && r.room_id !== null).map((r) => r.room_id!),
    })),
    places: places.map((p) => ({
      kind: isDesk(p) ? 'desk' : 'room',
      id: p.desk_id ?? p.room_id,
      label: placeLabel(p),
    })),
  };
}

/** Places having every amenity asked for (decision 261): desks first, then rooms, in building/floor/name order. */
export function presentMatches(wanted: number[], rows: Assignment[], places: LivePlaceRow[]): TAmenityPlaceList {
  const idsOf = (p: LivePlaceRow) =>
    rows
      .filter((r) => (isDesk(p) ? r.desk_id === p.desk_id : r.room_id === p.room_id && r.desk_id === null))
      .map((r) => r.amenity_id);
  const matches = places
    .map((p) => ({ p, ids: idsOf(p) }))
    .filter(({ ids }) => wanted.every((w) => ids.includes(w)))
    .map(({ p, ids }) => ({
      kind: isDesk(p) ? ('desk' as const) : ('room' as const),
      id: p.desk_id ?? p.room_id,
      name: isDesk(p) ? (p.desk_name ?? '') : p.room_name,
      building: { id: p.building_id, name: p.building_name },
      floor: { id: p.floor_id, name: p.floor_name },
      room: { id: p.room_id, name: p.room_name },
      amenity_ids: ids.sort((a, b) => a - b),
    }));
  return { places: [...matches.filter((m) => m.kind === 'desk'), ...matches.filter((m) => m.kind === 'room')] };
}
