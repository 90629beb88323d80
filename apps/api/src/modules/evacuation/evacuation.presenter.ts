import type { TEvacuationUnconfirmed, TEvacuee } from '@flexapp/contract';
import type { PresentRow, UnconfirmedRow } from './evacuation.repository';

const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

/**
 * The people present (decision 365): a colleague once (their latest check-in; rows come newest first per floor,
 * floors in order), each guest check-in once; within a floor by name.
 */
export function presentPeople(rows: PresentRow[]): TEvacuee[] {
  const seen = new Set<number>();
  const people: (TEvacuee & { order: number })[] = [];
  rows.forEach((r, order) => {
    if (!r.is_guest && r.user_id !== null) {
      if (seen.has(r.user_id)) return;
      seen.add(r.user_id);
    }
    people.push({
      order,
      kind: r.is_guest ? 'guest' : 'employee',
      name: r.is_guest ? (r.guest_name ?? '') : fullName(r.first_name, r.last_name),
      company: r.is_guest ? (r.guest_company ?? null) : null,
      host: r.is_guest ? fullName(r.host_first_name, r.host_last_name) || null : null,
      bhv: !r.is_guest && r.is_bhv === true,
      floor: { id: r.floor_id, name: r.floor_name },
      place: r.desk_name ?? r.room_name,
      since: new Date(r.created).toISOString(),
    });
  });
  return sortByFloor(people).map(({ order: _order, ...p }) => p);
}

/** Booked now, checked in nowhere: one line per person (their first booking in floor order). */
export function unconfirmedPeople(rows: UnconfirmedRow[]): TEvacuationUnconfirmed[] {
  const seen = new Set<number>();
  const people: (TEvacuationUnconfirmed & { order: number })[] = [];
  rows.forEach((r, order) => {
    if (r.user_id === null || seen.has(r.user_id)) return;
    seen.add(r.user_id);
    people.push({
      order,
      name: fullName(r.first_name, r.last_name),
      floor: { id: r.floor_id, name: r.floor_name },
      place: r.desk_name ?? r.room_name,
      until: new Date(r.end_at).toISOString(),
    });
  });
  return sortByFloor(people).map(({ order: _order, ...p }) => p);
}

/** Floors keep the order the query gave them; within a floor, people by name. */
function sortByFloor<T extends { order: number; floor: { id: number }; name: string }>(list: T[]): T[] {
  const floorRank = new Map<number, number>();
  for (const p of list) if (!floorRank.has(p.floor.id)) floorRank.set(p.floor.id, p.order);
  return [...list].sort(
    (a, b) =>
      floorRank.get(a.floor.id)! - floorRank.get(b.floor.id)! || a.name.localeCompare(b.name) || a.order - b.order,
  );
}
