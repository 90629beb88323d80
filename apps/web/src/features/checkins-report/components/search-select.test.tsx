import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18nReady, loadAllMessages } from '@/lib/i18n';
import { SearchSelect } from './search-select';
import { standInLayoutApis, standInMatchMedia } from '@/test-browser-apis';

beforeAll(async () => {
  // The selector's texts are in the dashboard catalogue: load it before the first render.
  await i18nReady;
  await loadAllMessages();
  // jsdom lacks what Mantine's combobox measures with.
  standInMatchMedia();
  standInLayoutApis();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const wait = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)));

function setup() {
  const fetch = vi.fn(
    async () =>
      new Response(
        JSON.stringify({ data: [{ id: 7, first_name: 'Jérôme', last_name: 'Öztürk', name: 'Jérôme Öztürk' }] }),
        { status: 200 },
      ),
  );
  vi.stubGlobal('fetch', fetch);
  const onChange = vi.fn();
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <SearchSelect kind="users" label="Person" value={null} onChange={onChange} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  const input = screen.getByTestId('selector-users');
  // A person types: the box has the focus (Mantine ignores writes to an unfocused box as autofill).
  act(() => input.focus());
  return { fetch, onChange, input };
}

// The debounce is real time (1 s); on a busy machine a test takes longer than the default 5 s.
describe('SearchSelect', { timeout: 20_000 }, () => {
  it('does not search with fewer than 2 characters', async () => {
    const { fetch, input } = setup();
    fireEvent.change(input, { target: { value: 'J' } });
    await wait(1300);
    expect((input as HTMLInputElement).value).toBe('J');
    expect(fetch).not.toHaveBeenCalled();
    expect(await screen.findByText('Type at least 2 characters')).toBeTruthy();
  });

  it('searches POST reports/users/ once, 1 s after the typing stops', async () => {
    const { fetch, input } = setup();
    fireEvent.change(input, { target: { value: 'Jé' } });
    await wait(500);
    fireEvent.change(input, { target: { value: 'Jér' } });
    await wait(700);
    expect(fetch).not.toHaveBeenCalled();
    await wait(600);
    expect((input as HTMLInputElement).value).toBe('Jér');
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/reports/users/');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ search: 'Jér', limit: 20 });
  }, 15_000);
});
