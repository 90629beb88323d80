import type { DeskDisplayStatus } from '@flexapp/contract';

/** FREE green, BUSY red, CLOSED grey: the chip, leaf and pin colours. */
export const deskStatusColor: Record<DeskDisplayStatus, string> = { FREE: 'green', BUSY: 'red', CLOSED: 'gray' };
export const deskStatusPinColor: Record<DeskDisplayStatus, string> = {
  FREE: 'var(--mantine-color-green-7)',
  BUSY: 'var(--mantine-color-red-7)',
  CLOSED: 'var(--mantine-color-gray-6)',
};
