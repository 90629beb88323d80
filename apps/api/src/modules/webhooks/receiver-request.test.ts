import type { LookupAddress } from 'node:dns';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startReceiver, type TestReceiver } from '../../../test/receiver';
import { pinnedLookup, postToReceiver } from './receiver-request';
import { receiverAddresses, type Resolver } from './webhook-address';

// DNS pinning (decision 320): the request connects to the addresses the SSRF check passed, never to a later answer.
let receiver: TestReceiver;
let port: number;
beforeAll(async () => {
  receiver = await startReceiver();
  port = Number(new URL(receiver.url).port);
});
afterAll(() => receiver.close());
beforeEach(() => receiver.reset());

/** A resolver stub that answers each call with the next of `answers` (the last one again when they run out). */
function rebinding(...answers: string[][]) {
  const calls: string[] = [];
  const resolve: Resolver = async (host) => {
    calls.push(host);
    const next = answers[Math.min(calls.length - 1, answers.length - 1)]!;
    return next.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return { resolve, calls };
}

describe('DNS pinning', () => {
  it('connects to the checked address although the name now resolves elsewhere', async () => {
    const dns = rebinding(['127.0.0.1'], ['10.255.255.1']);
    const url = new URL(`http://hooks.rebind.test:${port}/hook`);
    const addresses = await receiverAddresses(url, true, dns.resolve);
    expect(addresses).toEqual([{ address: '127.0.0.1', family: 4 }]);
    const status = await postToReceiver(url, addresses!, { headers: {}, body: '{"a":1}', timeoutMs: 5_000 });
    expect(status).toBe(204);
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]!.headers.host).toBe(`hooks.rebind.test:${port}`);
    // Resolved once, by the check: connecting asked no one again.
    expect(dns.calls).toEqual(['hooks.rebind.test']);
  });

  it('refuses a name with any private address among its answers, and one that resolves to nothing', async () => {
    const url = new URL('https://hooks.rebind.test/x');
    expect(await receiverAddresses(url, false, rebinding(['93.184.216.34', '127.0.0.1']).resolve)).toBeNull();
    expect(await receiverAddresses(url, false, rebinding(['::ffff:10.0.0.1']).resolve)).toBeNull();
    expect(await receiverAddresses(url, false, rebinding([]).resolve)).toBeNull();
    expect(await receiverAddresses(url, false, rebinding(['93.184.216.34']).resolve)).toEqual([
      { address: '93.184.216.34', family: 4 },
    ]);
  });

  it('answers a connection’s lookup with the pinned addresses only, of the family asked for', () => {
    const pinned: LookupAddress[] = [
      { address: '93.184.216.34', family: 4 },
      { address: '2606:2800:220:1::1', family: 6 },
    ];
    const lookup = pinnedLookup(pinned);
    const answers: unknown[][] = [];
    lookup('other.example', { all: true }, (...args: unknown[]) => answers.push(args));
    lookup('other.example', { family: 6 }, (...args: unknown[]) => answers.push(args));
    lookup('other.example', {}, (...args: unknown[]) => answers.push(args));
    expect(answers).toEqual([
      [null, pinned],
      [null, '2606:2800:220:1::1', 6],
      [null, '93.184.216.34', 4],
    ]);
    const none: unknown[][] = [];
    pinnedLookup([pinned[0]!])('x', { family: 6 }, (...args: unknown[]) => none.push(args));
    expect((none[0]![0] as NodeJS.ErrnoException).code).toBe('ENOTFOUND');
  });
});
