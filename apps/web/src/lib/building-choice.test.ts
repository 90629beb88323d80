import { describe, expect, it } from 'vitest';
import { buildUrl } from './api-client';
import {
  buildingNames,
  buildingSearch,
  buildingSegment,
  chosenBuildings,
  toggleBuilding,
  withBuildings,
} from './building-choice';

const q = (s: string) => new URLSearchParams(s);

describe('building choice in the address (decision 426)', () => {
  it('reads one building from the path, several from the query, none as all', () => {
    expect(chosenBuildings('3', q('building_id=5'))).toEqual([3]);
    expect(chosenBuildings('all', q('building_id=5&building_id=3&building_id=5'))).toEqual([3, 5]);
    expect(chosenBuildings('all', q('building_id=x&building_id=7'))).toEqual([7]);
    expect(chosenBuildings('all', q(''))).toEqual([]);
    expect(chosenBuildings(undefined, q(''))).toEqual([]);
  });

  it('writes one building in the path and several in the query, and reads them back', () => {
    expect([buildingSegment([4]), buildingSearch([4])]).toEqual(['4', '']);
    expect([buildingSegment([]), buildingSearch([])]).toEqual(['all', '']);
    expect([buildingSegment([9, 2]), buildingSearch([9, 2])]).toEqual(['all', '?building_id=2&building_id=9']);
    expect(chosenBuildings(buildingSegment([9, 2]), q(buildingSearch([9, 2]).slice(1)))).toEqual([2, 9]);
  });

  it('names the chosen buildings in the order offered', () => {
    const offered = [
      { id: 1, name: 'Amsterdam' },
      { id: 2, name: 'Utrecht' },
      { id: 3, name: 'Rotterdam' },
    ];
    expect(buildingNames([3, 1], offered)).toEqual(['Amsterdam', 'Rotterdam']);
    expect(buildingNames([], offered)).toEqual([]);
  });

  it('ticks and unticks; with an all entry a full or empty choice is all, without one a building stays', () => {
    const offered = [1, 2, 3];
    expect(toggleBuilding([], 2, offered, true)).toEqual([2]);
    expect(toggleBuilding([2], 1, offered, true)).toEqual([1, 2]);
    expect(toggleBuilding([1, 2], 3, offered, true)).toEqual([]);
    expect(toggleBuilding([1, 2], 2, offered, true)).toEqual([1]);
    expect(toggleBuilding([1], 1, offered, true)).toEqual([]);
    expect(toggleBuilding([1], 1, offered, false)).toEqual([1]);
    expect(toggleBuilding([1, 2], 3, offered, false)).toEqual([1, 2, 3]);
  });

  it('keeps the other query fields when the choice changes, and the API call repeats building_id', () => {
    expect(withBuildings(q('x=1&building_id=4'), [5, 2]).toString()).toBe('x=1&building_id=2&building_id=5');
    expect(withBuildings(q('building_id=4'), []).toString()).toBe('');
    expect(buildUrl('reports/no_shows', { building_id: [3, 5], floor_id: undefined })).toBe(
      '/api/reports/no_shows?building_id=3&building_id=5',
    );
    expect(buildUrl('reports/no_shows', { building_id: [] })).toBe('/api/reports/no_shows');
  });
});
