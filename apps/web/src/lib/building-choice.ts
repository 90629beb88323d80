/**
 * The buildings a report screen's address chooses (decision 426): one building in the path (`…/3/…`), several as
 * `all` in the path with `building_id` repeated in the query (`…/all/…?building_id=3&building_id=5`), all of them
 * as `all` alone. The API reads the same repeated `building_id` (decision 402).
 */
export const BUILDING_QUERY = 'building_id';

const numeric = (v: string | null | undefined) => (v && /^\d+$/.test(v) ? Number(v) : undefined);

/** Sorted ids without repeats. */
export const sortedIds = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);

/** The chosen buildings: the path's one, else the query's; [] for all. */
export function chosenBuildings(segment: string | undefined, search: URLSearchParams): number[] {
  const one = numeric(segment);
  if (one !== undefined) return [one];
  return sortedIds(search.getAll(BUILDING_QUERY).flatMap((v) => numeric(v) ?? []));
}

/** The path segment of a choice: the building when there is one, else `all`. */
export const buildingSegment = (ids: readonly number[]) => (ids.length === 1 ? String(ids[0]) : 'all');

/** The query of a choice (with its `?`): the buildings when there are several, else nothing. */
export function buildingSearch(ids: readonly number[]): string {
  if (ids.length < 2) return '';
  const params = new URLSearchParams();
  for (const id of sortedIds(ids)) params.append(BUILDING_QUERY, String(id));
  return `?${params.toString()}`;
}

/** The names of the chosen buildings, in the order offered ([] for all). */
export const buildingNames = (ids: readonly number[], buildings: readonly { id: number; name: string }[] = []) =>
  buildings.filter((b) => ids.includes(b.id)).map((b) => b.name);

/**
 * The next choice after ticking or unticking a building (decision 426). With an "all" entry ([] = all), ticking
 * the last unticked building or unticking the last ticked one is "all"; without one, the last building stays.
 */
export function toggleBuilding(value: readonly number[], id: number, offered: readonly number[], withAll: boolean) {
  const next = value.includes(id) ? value.filter((v) => v !== id) : sortedIds([...value, id]);
  if (!withAll) return next.length === 0 ? [...value] : next;
  return next.length === 0 || offered.every((o) => next.includes(o)) ? [] : next;
}

/** A query with the chosen buildings as `building_id` repeated (a screen without a building in its path). */
export function withBuildings(search: URLSearchParams, ids: readonly number[]): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete(BUILDING_QUERY);
  for (const id of sortedIds(ids)) next.append(BUILDING_QUERY, String(id));
  return next;
}
