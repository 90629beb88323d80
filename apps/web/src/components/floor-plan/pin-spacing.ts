/** WCAG 2.5.8 (target size, minimum): a pin is a 24 px target, and no other pin's target reaches into it. */
export const TARGET_PX = 24;

/**
 * Per pin, the room to its nearest neighbour at scale 1: the larger of the horizontal and vertical distance between
 * their centres, in px of a plan drawn `width` × `height` (x and y are percentages).
 */
export function pinRooms(pins: { x: number; y: number }[], width: number, height: number): number[] {
  return pins.map((p, i) => {
    let room = Infinity;
    for (let j = 0; j < pins.length; j++) {
      if (j === i) continue;
      const q = pins[j]!;
      const d = Math.max((Math.abs(p.x - q.x) / 100) * width, (Math.abs(p.y - q.y) / 100) * height);
      if (d < room) room = d;
    }
    return room;
  });
}

/** The zoom at which every pin has 24 px of room (1 when it has already), at most `max` (decision 195). */
export function spacedScale(rooms: number[], max: number): number {
  const least = Math.min(TARGET_PX, ...rooms);
  if (least >= TARGET_PX) return 1;
  return Math.min(max, (TARGET_PX / Math.max(least, 0.1)) * 1.02);
}

/**
 * A pin's box in the plan's own px at `scale`: 24 px on screen at least, and never wider than its room, so that
 * from the spaced zoom on no two pins overlap; with room to spare it grows with the plan (48 px at twice the size).
 */
export const pinBox = (room: number, scale: number) => Math.max(TARGET_PX / scale, Math.min(room, TARGET_PX));
