import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { standInMatchMedia } from '@/test-browser-apis';
import { PairingScreen } from './pairing-screen';

beforeAll(standInMatchMedia);
beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

describe('pairing a display (decision 452)', () => {
  it('asks for one code when the tablet’s clock is ahead of the server’s: the server judges its expiry', async () => {
    // The server's clock is 20 minutes behind the tablet's: its ten-minute code "expired" by the tablet's clock.
    const serverExpiry = new Date(Date.now() - 10 * 60_000).toISOString();
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        if (url.endsWith('/pairings'))
          return json({ code: 'ABCDEF', secret: 's'.repeat(32), expires_at: serverExpiry });
        return json({ status: 'pending', expires_at: serverExpiry });
      }),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MantineProvider>
          <PairingScreen unpaired={false} onPaired={() => undefined} />
        </MantineProvider>
      </QueryClientProvider>,
    );
    expect((await screen.findByTestId('pairing-code')).textContent).toBe('ABCDEF');
    // The claim is asked after the render that showed the code: a second code would have been asked by then.
    await waitFor(() => expect(calls.filter((c) => c.endsWith('/pairings/claim'))).not.toHaveLength(0));
    expect(calls.filter((c) => c.endsWith('/pairings'))).toHaveLength(1);
  });
});
