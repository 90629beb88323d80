import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authToken } from '@/lib/auth-token';
import { keepQueriesForOffline, MAX_AGE_MS, restoreSavedQueries } from './persisted-queries';
import { savedAgo } from './saved-age';

const flush = () => window.dispatchEvent(new Event('pagehide'));
const mine = { list: { '2026-11-26': [{ id: 1 }] } };

describe('answers kept for offline reading (decision 196)', () => {
  let stop: () => void = () => undefined;
  beforeEach(() => {
    localStorage.clear();
    authToken.set('head.body.signature-of-anouk');
  });
  afterEach(() => {
    stop();
    authToken.set(null);
  });

  it('writes down only the kept queries and reads them back with the time they were fetched', () => {
    const before = new QueryClient();
    stop = keepQueriesForOffline(before);
    before.setQueryData(['booking', 'reservations'], mine, { updatedAt: 1_000 });
    before.setQueryData(['colleagues', 'list', 'jan', []], { pages: [] });
    before.setQueryData(['structure', 'buildings'], []);
    flush();
    stop();
    const after = new QueryClient();
    restoreSavedQueries(after, 2_000);
    expect(after.getQueryData(['booking', 'reservations'])).toEqual(mine);
    expect(after.getQueryState(['booking', 'reservations'])?.dataUpdatedAt).toBe(1_000);
    expect(after.getQueryData(['colleagues', 'list', 'jan', []])).toBeUndefined();
    expect(after.getQueryData(['structure', 'buildings'])).toBeUndefined();
  });

  it('forgets them at logout, on the device and in memory', () => {
    const client = new QueryClient();
    stop = keepQueriesForOffline(client);
    client.setQueryData(['booking', 'reservations'], mine);
    flush();
    expect(localStorage.getItem('flexapp.offline')).not.toBeNull();
    authToken.set(null);
    expect(localStorage.getItem('flexapp.offline')).toBeNull();
    expect(client.getQueryData(['booking', 'reservations'])).toBeUndefined();
  });

  it("never shows one person's answers to the next, nor answers older than a week", () => {
    const client = new QueryClient();
    stop = keepQueriesForOffline(client);
    client.setQueryData(['booking', 'reservations'], mine);
    flush();
    stop();
    stop = () => undefined;
    const saved = localStorage.getItem('flexapp.offline')!;
    localStorage.setItem('flexapp.token', 'head.body.signature-of-jan'); // another sign-in, as after a crash
    const next = new QueryClient();
    restoreSavedQueries(next);
    expect(next.getQueryData(['booking', 'reservations'])).toBeUndefined();
    expect(localStorage.getItem('flexapp.offline')).toBeNull();

    localStorage.setItem('flexapp.token', 'head.body.signature-of-anouk');
    localStorage.setItem('flexapp.offline', saved);
    const late = new QueryClient();
    restoreSavedQueries(late, Date.now() + MAX_AGE_MS + 1);
    expect(late.getQueryData(['booking', 'reservations'])).toBeUndefined();
  });

  it('says the age in words of the language', () => {
    const now = Date.UTC(2026, 10, 27, 12);
    expect(savedAgo(now - 30_000, now, 'en')).toBeNull();
    expect(savedAgo(now - 5 * 60_000, now, 'en')).toBe('5 minutes ago');
    expect(savedAgo(now - 5 * 60_000, now, 'nl')).toBe('5 minuten geleden');
    expect(savedAgo(now - 3 * 3_600_000, now, 'en')).toBe('3 hours ago');
    expect(savedAgo(now - 26 * 3_600_000, now, 'nl')).toBe('gisteren');
  });
});
