import type { TDesk } from './structure';

/** docs/product/places.md: FREE if neither reserved nor closed; BUSY if reserved; CLOSED if closed. */
export type DeskDisplayStatus = 'FREE' | 'BUSY' | 'CLOSED';
export function deskDisplayStatus(desk: Pick<TDesk, 'reserved' | 'is_closed'>): DeskDisplayStatus {
  if (desk.is_closed) return 'CLOSED';
  if (desk.reserved) return 'BUSY';
  return 'FREE';
}
