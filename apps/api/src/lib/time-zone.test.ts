import { afterEach, describe, expect, it } from 'vitest';
import { serverTimeZone } from './time-zone';

describe('serverTimeZone', () => {
  const before = process.env.TZ;
  afterEach(() => {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  });

  it('is the zone of the process (env TZ), read again when TZ changes', () => {
    process.env.TZ = 'Europe/Amsterdam';
    expect(serverTimeZone()).toBe('Europe/Amsterdam');
    expect(serverTimeZone()).toBe('Europe/Amsterdam');
    process.env.TZ = 'America/New_York';
    expect(serverTimeZone()).toBe('America/New_York');
    process.env.TZ = 'UTC';
    expect(serverTimeZone()).toBe('UTC');
  });
});
