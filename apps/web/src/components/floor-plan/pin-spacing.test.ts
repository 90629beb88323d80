import { describe, expect, it } from 'vitest';
import { pinBox, pinRooms, spacedScale } from './pin-spacing';

describe('pin spacing (decision 195)', () => {
  const pins = [
    { x: 10, y: 50 },
    { x: 14, y: 50 }, // 4 % of 300 px = 12 px from the first
    { x: 80, y: 10 },
  ];

  it('measures each pin’s room to its nearest neighbour by the larger gap', () => {
    const rooms = pinRooms(pins, 300, 200);
    expect(rooms[0]).toBeCloseTo(12);
    expect(rooms[1]).toBeCloseTo(12);
    // From the second: 66 % of 300 = 198 px across, 40 % of 200 = 80 px down; the larger counts.
    expect(rooms[2]).toBeCloseTo(198);
  });

  it('opens at the zoom where the closest pins are 24 px apart, within the maximum', () => {
    expect(spacedScale([12, 12, 198], 4)).toBeCloseTo(2 * 1.02);
    expect(spacedScale([30, 40], 4)).toBe(1);
    expect(spacedScale([2, 2], 4)).toBe(4);
  });

  it('keeps a pin 24 px on screen and within its room, growing with the plan when it has room', () => {
    const scale = spacedScale([12, 12, 198], 4);
    for (const room of [12, 198]) {
      const onScreen = pinBox(room, scale) * scale;
      expect(onScreen).toBeGreaterThanOrEqual(24);
      if (room < 24) expect(onScreen).toBeLessThanOrEqual(room * scale);
    }
    expect(pinBox(198, 2) * 2).toBe(48);
    expect(pinBox(12, 1)).toBe(24);
  });
});
