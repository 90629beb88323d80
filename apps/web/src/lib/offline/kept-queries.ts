import type { QueryKey } from '@tanstack/react-query';
import { bookingKeys, messageKeys } from '@/lib/query-keys';

/**
 * The answers kept on the device for reading offline (decision 196): who is signed in and the settings (the app
 * shell needs them to open), and the three screens a person looks up on the way: their reservations, the
 * colleague list as it first opens (no search, no filter), and their messages. Nothing else is written down.
 */
export function isKeptQuery(key: QueryKey): boolean {
  const [area, what, query, include] = key;
  if (area === 'configuration') return true;
  if (area === 'users') return what === 'self';
  if (area === 'booking') return what === 'reservations';
  if (area === 'messages') return what === 'list' || what === 'unread';
  if (area === 'colleagues') return what === 'list' && query === '' && Array.isArray(include) && include.length === 0;
  return false;
}

/** Kept answers that belong to one person: dropped from memory too when the signed-in person changes. */
export const isPersonalQuery = (key: QueryKey) => isKeptQuery(key) && key[0] !== 'configuration';

/** The kept query whose age a screen shows (the first whose key starts like this), by the screen's path. */
export function savedQueryOfPath(pathname: string): QueryKey | null {
  const path = pathname.replace(/\/$/, '');
  if (path === '/app/reservations') return bookingKeys.reservations();
  // The colleagues feature's colleagueKeys.list('', []): lib imports no feature.
  if (path === '/app/colleagues') return ['colleagues', 'list', '', []];
  if (path === '/app/messages') return messageKeys.list();
  return null;
}
