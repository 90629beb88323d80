import { useNetwork } from '@mantine/hooks';

/**
 * Bookings and changes are online-only (decisions 172 and 196): offline, their buttons are disabled and point
 * at the offline banner, which says why. Nothing is queued to be sent later.
 */
export function useOnlineOnly(): { offline: boolean; describedBy: string | undefined } {
  const { online } = useNetwork();
  return { offline: !online, describedBy: online ? undefined : 'offline-banner' };
}
