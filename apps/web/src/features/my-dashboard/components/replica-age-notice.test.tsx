import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n, { loadAllMessages } from '@/lib/i18n';
import { noteReplicaAge } from '@/lib/replica-age';
import { ReplicaAgeNotice } from './replica-age-notice';
import { standInMatchMedia } from '@/test-browser-apis';

beforeAll(async () => {
  standInMatchMedia();
  await loadAllMessages();
});
afterEach(cleanup);

describe('the replica age notice (decision 326)', () => {
  it('says how old the figures are while a replica answer lags, in English and Dutch, and goes when it catches up', async () => {
    await i18n.changeLanguage('en');
    render(
      <MantineProvider>
        <ReplicaAgeNotice />
      </MantineProvider>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    act(() => noteReplicaAge('checkins/stats/', '45'));
    expect(screen.getByRole('status').textContent).toBe(
      'These figures may be up to 45 s behind: the reporting database is catching up.',
    );
    await act(() => i18n.changeLanguage('nl'));
    act(() => noteReplicaAge('checkins/stats/', '300'));
    expect(screen.getByRole('status').textContent).toBe(
      'Deze cijfers lopen mogelijk tot 5 min achter: de rapportagedatabase haalt de achterstand in.',
    );
    act(() => noteReplicaAge('checkins/stats/', null));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
