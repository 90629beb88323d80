import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useAddressParams } from './use-address-params';

function Filters() {
  const [params, change] = useAddressParams();
  const location = useLocation();
  return (
    <>
      <p data-testid="address">{location.search}</p>
      <p data-testid="query">{params.get('query') ?? ''}</p>
      <button onClick={() => change({ include: 'at_office' })}>filter</button>
      <button onClick={() => change({ query: '' })}>clear search</button>
      <button
        onClick={() => {
          change({ include: 'at_office' });
          change({ query: null });
        }}
      >
        both
      </button>
    </>
  );
}

const renderAt = (entry: string) => {
  const router = createMemoryRouter([{ path: '/list', element: <Filters /> }], { initialEntries: [entry] });
  render(<RouterProvider router={router} />);
  return router;
};

afterEach(cleanup);

describe('useAddressParams', () => {
  it('keeps both of two changes made before the page renders again', async () => {
    const router = renderAt('/list?query=zzqx');
    await act(async () => screen.getByRole('button', { name: 'both' }).click());
    expect(router.state.location.search).toBe('?include=at_office');
  });

  it('keeps a filter set just before a search is cleared in another event', async () => {
    const router = renderAt('/list?query=zzqx');
    await act(async () => {
      screen.getByRole('button', { name: 'filter' }).click();
      screen.getByRole('button', { name: 'clear search' }).click();
    });
    expect(router.state.location.search).toBe('?include=at_office');
    expect(screen.getByTestId('query').textContent).toBe('');
  });

  it('replaces the entry rather than adding one, and skips a change that changes nothing', async () => {
    const router = renderAt('/list?include=at_office');
    const before = router.state.location.key;
    await act(async () => screen.getByRole('button', { name: 'filter' }).click());
    expect(router.state.location.key).toBe(before);
    await act(async () => screen.getByRole('button', { name: 'clear search' }).click());
    expect(router.state.location.key).toBe(before);
    expect(router.state.historyAction).not.toBe('PUSH');
  });
});
