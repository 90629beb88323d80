/** The blocking flags of a time slot, in the order docs/product/booking.md lists them. */
export const SLOT_FLAGS = [
  'exceeded_limit',
  'active_checkin',
  'used',
  'reached_max_by_building',
  'reached_max_by_floor',
  'owner',
] as const;
export type TSlotFlag = (typeof SLOT_FLAGS)[number];

export type TSlotStatus = TSlotFlag | 'free';

/** docs/product/booking.md: the first true flag in SLOT_FLAGS order, otherwise free. */
export function slotStatus(slot: Partial<Record<TSlotFlag, boolean | undefined>>): TSlotStatus {
  for (const flag of SLOT_FLAGS) if (slot[flag]) return flag;
  return 'free';
}

/** Any flagged slot is disabled; only free slots can be selected. */
export const isSlotSelectable = (slot: Partial<Record<TSlotFlag, boolean | undefined>>) => slotStatus(slot) === 'free';

export type TSlotColor = 'grey' | 'green' | 'red';
/** Colours: free grey, owner green, all others red. */
export function slotColor(status: TSlotStatus): TSlotColor {
  if (status === 'free') return 'grey';
  if (status === 'owner') return 'green';
  return 'red';
}
