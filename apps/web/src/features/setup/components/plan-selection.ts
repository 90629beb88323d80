/** A point on the plan in percent: x from the left, y from the bottom (plan-coords.ts). */
export interface PlanPoint {
  x: number;
  y: number;
}

/** A click on a desk on the plan adds it to the neighbourhood's desks, or takes it out (decision 392). */
export function toggleId(ids: number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((i) => i !== id) : [...ids, id];
}

/** The desks placed inside the rectangle between two corners (edges included), in any drag direction. */
export function desksInRect<T extends { id: number; x: number | null; y: number | null }>(
  desks: T[],
  a: PlanPoint,
  b: PlanPoint,
): number[] {
  const [left, right] = [Math.min(a.x, b.x), Math.max(a.x, b.x)];
  const [bottom, top] = [Math.min(a.y, b.y), Math.max(a.y, b.y)];
  return desks
    .filter((d) => d.x !== null && d.y !== null && d.x >= left && d.x <= right && d.y >= bottom && d.y <= top)
    .map((d) => d.id);
}

/** A drag rectangle adds every desk inside it; one already chosen stays chosen (decision 392). */
export const addIds = (ids: number[], more: number[]) => [...ids, ...more.filter((id) => !ids.includes(id))];

/** A list of ids with those of one part (a floor's rooms) replaced by `chosen`, the others kept. */
export const replaceWithin = (ids: number[], part: number[], chosen: number[]) => [
  ...ids.filter((id) => !part.includes(id)),
  ...chosen,
];
