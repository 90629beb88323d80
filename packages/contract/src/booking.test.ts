import { describe, expect, it } from 'vitest';
import { ZBookingRequestSchema } from './booking';
import { isInCheckinWindow } from './reservation-rules';
import { isSlotSelectable, SLOT_FLAGS, slotColor, slotStatus } from './slot-status';

describe('slotStatus (docs/product/booking.md)', () => {
  it('is free without flags, grey and selectable', () => {
    expect(slotStatus({})).toBe('free');
    expect(slotStatus({ owner: false, used: false })).toBe('free');
    expect(slotColor('free')).toBe('grey');
    expect(isSlotSelectable({})).toBe(true);
  });

  it('takes the first true flag in the spec order', () => {
    expect(slotStatus({ owner: true, used: true, exceeded_limit: true })).toBe('exceeded_limit');
    expect(slotStatus({ owner: true, active_checkin: true, used: true })).toBe('active_checkin');
    expect(slotStatus({ owner: true, used: true, reached_max_by_building: true })).toBe('used');
    expect(slotStatus({ owner: true, reached_max_by_floor: true, reached_max_by_building: true })).toBe(
      'reached_max_by_building',
    );
    expect(slotStatus({ owner: true, reached_max_by_floor: true })).toBe('reached_max_by_floor');
    expect(slotStatus({ owner: true })).toBe('owner');
  });

  it('colours owner green and every other flag red; any flag disables', () => {
    expect(slotColor('owner')).toBe('green');
    for (const flag of SLOT_FLAGS) {
      if (flag !== 'owner') expect(slotColor(flag)).toBe('red');
      expect(isSlotSelectable({ [flag]: true })).toBe(false);
    }
  });
});

describe('isInCheckinWindow', () => {
  const r = { date: '2026-03-10', end_at: new Date(2026, 2, 10, 12, 0).toISOString() };
  it('opens at the start of the reservation day and closes when the slot ends', () => {
    expect(isInCheckinWindow(r, new Date(2026, 2, 9, 23, 59))).toBe(false);
    expect(isInCheckinWindow(r, new Date(2026, 2, 10, 0, 0))).toBe(true);
    expect(isInCheckinWindow(r, new Date(2026, 2, 10, 11, 59))).toBe(true);
    expect(isInCheckinWindow(r, new Date(2026, 2, 10, 12, 0))).toBe(false);
  });
});

describe('ZBookingRequestSchema', () => {
  it('needs at least one valid item', () => {
    expect(ZBookingRequestSchema.safeParse([]).success).toBe(false);
    expect(ZBookingRequestSchema.safeParse([{ date: '2026-02-30', timetable_id: 1, desk_id: 1 }]).success).toBe(false);
    expect(ZBookingRequestSchema.safeParse([{ date: '2026-02-28', timetable_id: 1, desk_id: 1 }]).success).toBe(true);
  });
});
