import type { TConfig, TReservation } from '@flexapp/contract';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/lib/i18n';
import { ReservationCard } from './reservation-card';
import { standInMatchMedia } from '@/test-browser-apis';

beforeAll(async () => {
  standInMatchMedia();
  await i18n.changeLanguage('en');
});
// The card's check-in window is computed from the browser's clock: pin it at 10:00 so "an hour
// ago" and "in an hour" are always today.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-03-01T10:00:00') });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const hour = 3600_000;
const reservation = (over: Partial<TReservation> = {}): TReservation => ({
  id: 7,
  date: '2026-03-10',
  time: '08:00-12:00',
  start_at: '',
  end_at: new Date(Date.now() + hour).toISOString(),
  desk: { id: 3, name: 'A1.03' },
  room: null,
  timetable_id: 1,
  floor_name: 'Floor 1',
  building_name: 'HQ',
  title: null,
  attendees: null,
  open_confirmation: null,
  series_id: null,
  booked_by: null,
  guest_name: null,
  ...over,
});
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const config = (readOnly = false) =>
  ({
    checkin_workspace_read_only_mode: readOnly,
    checkin_meeting_read_only_mode: false,
    checkin_homework_read_only_mode: false,
  }) as TConfig;

function renderCard(props: Partial<Parameters<typeof ReservationCard>[0]>) {
  const onAction = vi.fn();
  const onOpen = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <MemoryRouter>
          <ReservationCard
            reservation={reservation({ date: today() })}
            config={config()}
            activeCheckins={[]}
            busy={false}
            onAction={onAction}
            onOpen={onOpen}
            {...props}
          />
        </MemoryRouter>
      </MantineProvider>
    </I18nextProvider>,
  );
  return { onAction, onOpen };
}

describe('ReservationCard (docs/product/booking.md, checkin.md, decision 171)', () => {
  it('offers Check in inside the time window, and Check out when checked in at that desk', () => {
    const { onAction, onOpen } = renderCard({});
    fireEvent.click(screen.getByRole('button', { name: 'Check in' }));
    expect(onAction).toHaveBeenCalledWith({ kind: 'checkin', desk: 3 });
    expect(onOpen).not.toHaveBeenCalled();
    cleanup();
    const active = [
      {
        id: 99,
        type: 'WORKSPACE' as const,
        desk: { id: 3, name: 'A1.03' },
        room: null,
        floor_name: null,
        building_name: null,
        created: '',
      },
    ];
    const second = renderCard({ activeCheckins: active });
    fireEvent.click(screen.getByRole('button', { name: 'Check out' }));
    expect(second.onAction).toHaveBeenCalledWith({ kind: 'checkout', checkinId: 99 });
  });

  it("says a guest's place is for the guest, and offers the host no Check in there (decision 399)", () => {
    renderCard({ reservation: reservation({ date: today(), guest_name: 'Lotte Bezoeker' }) });
    expect(screen.getByTestId('for-guest').textContent).toBe('For guest Lotte Bezoeker');
    expect(screen.queryByRole('button', { name: 'Check in' })).toBeNull();
  });

  it('hides Check in outside the window or when workspace check-in is read-only', () => {
    renderCard({ reservation: reservation({ date: '2099-01-01', end_at: '2099-01-01T11:00:00.000Z' }) });
    expect(screen.queryByRole('button', { name: 'Check in' })).toBeNull();
    cleanup();
    renderCard({ config: config(true) });
    expect(screen.queryByRole('button', { name: 'Check in' })).toBeNull();
  });

  it('shows Confirm only with a confirmation, Confirmed once it is waiting', () => {
    renderCard({});
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    cleanup();
    const { onAction } = renderCard({
      reservation: reservation({ date: today(), open_confirmation: { id: 5, status: 'pending' } }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onAction).toHaveBeenCalledWith({ kind: 'confirm', confirmationId: 5 });
    cleanup();
    renderCard({ reservation: reservation({ date: today(), open_confirmation: { id: 5, status: 'waiting' } }) });
    // Confirmed is a state, not a (disabled) button.
    expect(screen.getByText('Confirmed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirmed' })).toBeNull();
  });

  it('a check-in belongs to the running reservation: the later one of that desk offers neither Check in nor out', () => {
    const active = [
      {
        id: 99,
        type: 'WORKSPACE' as const,
        desk: { id: 3, name: 'A1.03' },
        room: null,
        floor_name: null,
        building_name: null,
        created: '',
      },
    ];
    const now = Date.now();
    const running = reservation({
      id: 1,
      date: today(),
      start_at: new Date(now - hour).toISOString(),
      end_at: new Date(now + hour).toISOString(),
    });
    const later = reservation({
      id: 2,
      date: today(),
      start_at: new Date(now + hour).toISOString(),
      end_at: new Date(now + 5 * hour).toISOString(),
    });
    renderCard({ reservation: later, activeCheckins: active, dayReservations: [running, later] });
    expect(screen.queryByRole('button', { name: 'Check out' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Check in' })).toBeNull();
    cleanup();
    renderCard({ reservation: running, activeCheckins: active, dayReservations: [running, later] });
    expect(screen.getByRole('button', { name: 'Check out' })).toBeTruthy();
  });

  it('cancels, and a click on the card opens booking', () => {
    const { onAction, onOpen } = renderCard({});
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onAction).toHaveBeenCalledWith({ kind: 'cancel', reservationId: 7 });
    fireEvent.click(screen.getByRole('article'));
    expect(onOpen).toHaveBeenCalled();
  });
});
