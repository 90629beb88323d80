import { describe, expect, it } from 'vitest';
import { orgApiDate, orgDisplayDate, orgTime, orgTimeSeconds } from './org-time';
import { orgTimeZone, setOrgTimeZone } from './org-zone';

const pad = (n: number) => String(n).padStart(2, '0');

describe('org-time: instants in the organisation time zone', () => {
  it('formats in the configured zone, whatever the device zone', () => {
    setOrgTimeZone('America/New_York');
    expect(orgTime('2026-11-22T13:05:09Z')).toBe('08:05');
    expect(orgTimeSeconds('2026-11-22T13:05:09Z')).toBe('08:05:09');
    expect(orgApiDate('2026-11-23T03:00:00Z')).toBe('2026-11-22');
    expect(orgDisplayDate(new Date('2026-11-23T03:00:00Z'))).toBe('22-11-2026');
  });

  it('follows the zone across midnight and a daylight-saving change', () => {
    setOrgTimeZone('Europe/Amsterdam');
    expect(orgApiDate('2026-07-01T22:30:00Z')).toBe('2026-07-02');
    expect(orgTime('2026-07-01T22:30:00Z')).toBe('00:30');
    expect(orgTimeSeconds('2026-03-29T00:59:59Z')).toBe('01:59:59');
    expect(orgTimeSeconds('2026-03-29T01:00:00Z')).toBe('03:00:00');
  });

  it('keeps the browser zone for a zone the browser does not know', () => {
    setOrgTimeZone('Mars/Olympus_Mons');
    expect(orgTimeZone()).toBeUndefined();
    const d = new Date('2026-11-22T13:05:09Z');
    expect(orgTime(d)).toBe(`${pad(d.getHours())}:${pad(d.getMinutes())}`);
    expect(orgApiDate(d)).toBe(`${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`);
  });
});
