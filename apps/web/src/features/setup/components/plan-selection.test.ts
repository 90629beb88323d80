import { describe, expect, it } from 'vitest';
import { addIds, desksInRect, replaceWithin, toggleId } from './plan-selection';

const desks = [
  { id: 1, x: 10, y: 10 },
  { id: 2, x: 50, y: 50 },
  { id: 3, x: 90, y: 20 },
  { id: 4, x: null, y: null },
];

describe('drawing a neighbourhood on the plan', () => {
  it('a click adds a desk or takes it out', () => {
    expect(toggleId([1, 2], 3)).toEqual([1, 2, 3]);
    expect(toggleId([1, 2, 3], 2)).toEqual([1, 3]);
  });

  it('a rectangle holds the placed desks inside it, edges included, dragged either way', () => {
    expect(desksInRect(desks, { x: 5, y: 5 }, { x: 50, y: 50 })).toEqual([1, 2]);
    expect(desksInRect(desks, { x: 95, y: 60 }, { x: 40, y: 15 })).toEqual([2, 3]);
    expect(desksInRect(desks, { x: 60, y: 60 }, { x: 80, y: 80 })).toEqual([]);
  });

  it('a rectangle only adds: chosen desks stay chosen, none twice', () => {
    expect(addIds([2, 7], [1, 2])).toEqual([2, 7, 1]);
  });

  it('the rooms of one floor are replaced, those of other floors kept', () => {
    expect(replaceWithin([1, 2, 9], [1, 2, 3], [3])).toEqual([9, 3]);
  });
});
