import { describe, expect, it } from 'vitest';
import { isConnectionLost } from './connection-lost';

describe('isConnectionLost (decision 325)', () => {
  it('knows a lost or refused connection and the server shutting down', () => {
    expect(
      isConnectionLost(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6432'), { code: 'ECONNREFUSED' })),
    ).toBe(true);
    expect(isConnectionLost(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionLost(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
    expect(isConnectionLost({ code: '08P01', message: 'server conn crashed?' })).toBe(true);
    expect(isConnectionLost({ code: '57P01', message: 'terminating connection due to administrator command' })).toBe(
      true,
    );
  });

  it('leaves every other error alone', () => {
    expect(isConnectionLost({ code: '23505', message: 'duplicate key' })).toBe(false);
    expect(isConnectionLost({ code: '40P01', message: 'deadlock detected' })).toBe(false);
    expect(isConnectionLost(new Error('boom'))).toBe(false);
    expect(isConnectionLost(undefined)).toBe(false);
  });
});
