import { describe, expect, it } from 'vitest';
import { manualClock } from './clock';
import { createTokenService } from './tokens';

describe('session tokens', () => {
  const clock = manualClock('2027-03-01T09:00:00');
  const tokens = createTokenService('a-secret-of-at-least-32-characters!!', clock);
  const claims = { userId: 42, sessionId: 'session-1' };

  it('verifies a signed token, again from what it remembered, until it expires by the app clock', async () => {
    const token = await tokens.sign(claims, new Date('2027-03-01T10:00:00'));
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    clock.set('2027-03-01T09:59:59');
    expect(await tokens.verify(token)).toEqual(claims);
    clock.set('2027-03-01T10:00:00');
    expect(await tokens.verify(token)).toBeNull();
    clock.set('2027-03-01T09:00:00');
  });

  it("says it was issued at the app clock's time, not the system's (decision 100)", async () => {
    const token = await tokens.sign(claims, new Date('2027-03-01T10:00:00'));
    const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    expect(payload).toMatchObject({ sub: '42', jti: 'session-1', iat: clock.now().getTime() / 1000 });
  });

  it('refuses a changed token, one signed with another secret, and garbage, also after the real one was verified', async () => {
    const token = await tokens.sign(claims, new Date('2027-03-02T09:00:00'));
    expect(await tokens.verify(token)).toEqual(claims);
    const [head, payload, signature] = token.split('.');
    const otherPayload = Buffer.from(JSON.stringify({ sub: '1', jti: 'session-1', exp: 1900000000 })).toString(
      'base64url',
    );
    expect(await tokens.verify(`${head}.${otherPayload}.${signature}`)).toBeNull();
    expect(await tokens.verify(`${head}.${payload}.${signature.slice(0, -2)}AA`)).toBeNull();
    const stranger = createTokenService('another-secret-of-at-least-32-chars!', clock);
    expect(await tokens.verify(await stranger.sign(claims, new Date('2027-03-02T09:00:00')))).toBeNull();
    expect(await tokens.verify('not a token')).toBeNull();
    expect(await tokens.verify(token)).toEqual(claims);
  });
});
