type Rect = Pick<DOMRect, 'left' | 'right' | 'top' | 'bottom' | 'width' | 'height'>;

/** x from the left and y from the BOTTOM, in percent of the plan (docs/product/places.md), clamped to 0–100, rounded to 0.01. */
export function toPercent(rect: Rect, clientX: number, clientY: number) {
  const clamp = (v: number) => Math.round(Math.min(100, Math.max(0, v)) * 100) / 100;
  return {
    x: clamp(((clientX - rect.left) / rect.width) * 100),
    y: clamp(((rect.bottom - clientY) / rect.height) * 100),
  };
}

export const inside = (rect: Rect, x: number, y: number) =>
  x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom;
