import type { TSeriesResult } from '@flexapp/contract';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { standInMatchMedia } from '@/test-browser-apis';
import { quartersBetween } from '../api/series-place';
import { SeriesEditOutcome } from './series-edit-outcome';

beforeAll(standInMatchMedia);
afterEach(cleanup);

const preview: TSeriesResult = {
  series_id: 1,
  created: [],
  moved: [{ date: '2027-03-01', booking_id: 5 }],
  skipped: [
    { date: '2027-03-03', reason: 'taken', taken_by: 'Ann de Vries', by_you: false },
    { date: '2027-03-08', reason: 'taken', taken_by: null, by_you: false },
    { date: '2027-03-10', reason: 'taken', taken_by: null, by_you: true },
    { date: '2027-03-15', reason: 'closed' },
  ],
  later: [],
};

/** The edit preview's dates that cannot move say who holds them when the API names them (decision 420). */
describe('SeriesEditOutcome', () => {
  it.each([
    ['en', ['taken by Ann de Vries', 'taken', 'you have a booking then', 'closed']],
    ['nl', ['bezet door Ann de Vries', 'bezet', 'u hebt dan al een reservering', 'gesloten']],
  ])('%s: names the holder, or says taken', async (lang, reasons) => {
    await i18n.changeLanguage(lang);
    render(
      <MantineProvider>
        <I18nextProvider i18n={i18n}>
          <SeriesEditOutcome result={preview} kind="preview" />
        </I18nextProvider>
      </MantineProvider>,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(
      ['03-03-2027', '08-03-2027', '10-03-2027', '15-03-2027'].map((d, i) => `${d}: ${reasons[i]}`),
    );
  });
});

describe('quartersBetween', () => {
  it('gives the quarter hours from opening to closing, both included', () => {
    expect(quartersBetween('08:00', '09:00')).toEqual(['08:00', '08:15', '08:30', '08:45', '09:00']);
  });
});
