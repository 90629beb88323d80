import { describe, expect, it } from 'vitest';
import { isRefusedAddress, parseWebhookUrl, receiverAddresses } from './webhook-address';

// The SSRF guard (decisions 258, 453): an IPv6 address that carries a private IPv4 address is as private.
describe('refused receiver addresses', () => {
  it('refuses IPv6 addresses that carry a loopback or private IPv4 address (NAT64, 6to4, IPv4-compatible)', () => {
    for (const address of [
      '64:ff9b::7f00:1',
      '64:ff9b::10.0.0.1',
      '64:ff9b::a9fe:a9fe',
      '64:ff9b:1::5db8:d822',
      '2002:7f00:1::1',
      '2002:c0a8:101::',
      '::7f00:1',
      '::169.254.169.254',
      '::ffff:7f00:1',
      'fe80::1%eth0',
    ])
      expect(isRefusedAddress(address), address).toBe(true);
  });

  it('lets public addresses through, also when an IPv6 address carries a public IPv4 address', () => {
    for (const address of ['93.184.216.34', '2606:2800:220:1::1', '64:ff9b::5db8:d822', '2002:5db8:d822::1'])
      expect(isRefusedAddress(address), address).toBe(false);
  });

  it('refuses a webhook URL with such an address as its host', async () => {
    for (const host of ['[64:ff9b::7f00:1]', '[2002:a00:1::1]', '[::127.0.0.1]']) {
      const url = parseWebhookUrl(`http://${host}:8080/hook`);
      expect(url, host).not.toBeNull();
      expect(await receiverAddresses(url!, false), host).toBeNull();
    }
  });
});
