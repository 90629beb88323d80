import { renderHook } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { useStatusText } from './use-status-text';

const user = {
  active_checkins: [
    {
      id: 1,
      type: 'MEETING' as const,
      desk: null,
      room: { id: 2, name: 'Boardroom' },
      floor_name: 'Floor 2',
      building_name: 'HQ',
      created: '2026-11-22T08:00:00Z',
    },
  ],
  pending_bookings: [
    {
      id: 3,
      desk: { id: 4, name: 'A-12' },
      room: null,
      date: '2026-11-23',
      time: '08:00-12:00',
      start_time: '2026-11-23T07:00:00Z',
      accepted: false,
    },
  ],
};

describe('colleague status sentences', () => {
  it('reads every line in English and Dutch, dates as DD-MM-YYYY', async () => {
    await act(() => i18n.changeLanguage('en'));
    const en = renderHook(() => useStatusText()).result.current(user);
    expect(en).toEqual(['In a meeting: Boardroom, Floor 2, HQ', 'May arrive on 23-11-2026 at 08:00 (A-12)']);
    await act(() => i18n.changeLanguage('nl'));
    const nl = renderHook(() => useStatusText()).result.current({
      active_checkins: [],
      pending_bookings: [{ ...user.pending_bookings[0], accepted: true }],
    });
    expect(nl).toEqual(['Niet ingecheckt', 'Komt op 23-11-2026 om 08:00 (A-12)']);
  });
});
