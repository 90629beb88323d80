import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers';
import { manualClock } from '../../src/lib/clock';

/** The app's clock: Monday 1 March 2027, 09:30 (a fixed instant, decision 100). */
const clock = manualClock('2027-03-01T09:30:00');

/** Issue 12, defect 7: browser security headers on every answer (decision 123). */
let plain: TestContext;
let secure: TestContext;

beforeAll(async () => {
  plain = await createTestContext({ clock, publicUrl: 'http://localhost:8080' });
  secure = await createTestContext({ clock, publicUrl: 'https://flex.example.com' });
});
afterAll(async () => {
  await plain.close();
  await secure.close();
});

describe('security headers', () => {
  it('API answers, errors included, carry nosniff, a strict CSP, no framing and no referrer', async () => {
    for (const url of ['/api/configuration/', '/api/users/self/', '/api/nothing-here']) {
      const res = await plain.app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe/);
      expect(csp).not.toMatch(/https?:\/\//);
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('HSTS only when the public URL is https', async () => {
    const res = await secure.app.inject({ method: 'GET', url: '/api/configuration/' });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });
});
