import { describe, expect, it } from 'vitest';
import { inside, toPercent } from './plan-coords';

const rect = { left: 100, top: 50, right: 500, bottom: 250, width: 400, height: 200 };

describe('plan coordinates', () => {
  it('measures x from the left and y from the bottom, in percent', () => {
    expect(toPercent(rect, 100, 250)).toEqual({ x: 0, y: 0 });
    expect(toPercent(rect, 500, 50)).toEqual({ x: 100, y: 100 });
    expect(toPercent(rect, 200, 200)).toEqual({ x: 25, y: 25 });
    expect(toPercent(rect, 133.333, 150)).toEqual({ x: 8.33, y: 50 });
  });

  it('clamps a drop outside the plan to its edge', () => {
    expect(toPercent(rect, 50, 300)).toEqual({ x: 0, y: 0 });
    expect(toPercent(rect, 900, 0)).toEqual({ x: 100, y: 100 });
  });

  it('knows whether a pointer is over the plan', () => {
    expect(inside(rect, 300, 100)).toBe(true);
    expect(inside(rect, 99, 100)).toBe(false);
    expect(inside(rect, 300, 251)).toBe(false);
  });
});
