import { describe, expect, it } from 'vitest';
import { clockStartingAt, manualClock } from './clock';

describe('clock', () => {
  it('a manual clock stands still until set or advanced', () => {
    const clock = manualClock('2026-03-02T07:30:00Z');
    expect(clock.now().toISOString()).toBe('2026-03-02T07:30:00.000Z');
    clock.advance(90_000);
    expect(clock.now().toISOString()).toBe('2026-03-02T07:31:30.000Z');
    clock.set('2026-12-31T23:59:59Z');
    expect(clock.now().toISOString()).toBe('2026-12-31T23:59:59.000Z');
  });

  it('a clock starting at an instant runs on in real time from there', () => {
    let real = 1_000_000;
    const clock = clockStartingAt(new Date('2026-05-04T06:00:00Z'), () => real);
    expect(clock.now().toISOString()).toBe('2026-05-04T06:00:00.000Z');
    real += 5_000;
    expect(clock.now().toISOString()).toBe('2026-05-04T06:00:05.000Z');
  });
});
