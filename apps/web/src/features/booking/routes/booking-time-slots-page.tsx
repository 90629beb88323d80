import { isApiDate, type TBookingItem, type TNamedRef, type TNeighbourhoodReserved } from '@flexapp/contract';
import { Alert, Button, Group, Loader, Stack, Switch, Text, Title } from '@mantine/core';
import { IconCalendarCheck, IconList } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { DateSlider } from '@/components/date-slider';
import { PlaceAmenities } from '@/components/amenities/place-amenities';
import { FavouriteStar } from '@/components/favourites/favourite-star';
import { NeighbourhoodTag } from '@/components/neighbourhoods/neighbourhood-tag';
import { ApiError } from '@/lib/api-client';
import { apiErrorText } from '@/lib/api-error-text';
import { reservedReason, useNeighbourhoodMarks } from '@/lib/neighbourhoods-api';
import { useOnlineOnly } from '@/lib/offline/use-online-only';
import { useCreateBookingFor } from '@/lib/book-for-api';
import { useCreateBooking } from '../api/create-booking';
import { useDeskTimetables } from '../api/get-desk-timetables';
import { BookForPicker } from '@/components/book-for/book-for-picker';
import { RepeatSection } from '../components/repeat-section';
import { SlotGrid } from '../components/slot-grid';

/** Spec "Booking time slots": date slider, slot grid, Book now (count). ?date=YYYY-MM-DD picks the day. */
export default function BookingTimeSlotsPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const deskId = Number(useParams().id) || 0;
  const [params, setParams] = useSearchParams();
  const timetables = useDeskTimetables(deskId);
  const own = useCreateBooking();
  const forColleague = useCreateBookingFor();
  const onlineOnly = useOnlineOnly();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [failure, setFailure] = useState<'conflict' | 'failed' | 'offline' | 'reserved' | 'book_for' | null>(null);
  const [repeat, setRepeat] = useState(false);
  // Booking in a colleague's name (decision 355): the slots are booked for them, and the page stays to say so.
  const [bookFor, setBookFor] = useState<TNamedRef | null>(null);
  const [bookedFor, setBookedFor] = useState<string | null>(null);
  const booking = bookFor ? forColleague : own;

  const dates = Object.keys(timetables.data?.timetables ?? {});
  const asked = params.get('date');
  const date = asked && isApiDate(asked) && dates.includes(asked) ? asked : dates[0];
  const slots = date ? (timetables.data?.timetables[date] ?? []) : [];
  const mark = useNeighbourhoodMarks(date ?? '').desks.get(deskId);

  // Changing the date clears the selection (and the query reloads the slots).
  useEffect(() => setSelected(new Set()), [date]);

  const chooseDate = (next: string) => {
    const q = new URLSearchParams(params);
    q.set('date', next);
    setParams(q, { replace: true });
    setFailure(null);
    void timetables.refetch();
  };
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const bookNow = () => {
    if (!date || selected.size === 0) return;
    setFailure(null);
    setBookedFor(null);
    const items: TBookingItem[] = [...selected].map((timetable_id) => ({ date, timetable_id, desk_id: deskId }));
    const onError = (err: Error) => {
      // Offline nothing was sent: the chosen slots stay chosen, to book again once back online.
      if (err instanceof ApiError && err.isNetworkError) return setFailure('offline');
      if (err instanceof ApiError && err.code === 'NEIGHBOURHOOD_RESERVED') return setFailure('reserved');
      if (err instanceof ApiError && err.code.startsWith('BOOK_FOR_')) return setFailure('book_for');
      setFailure(err instanceof ApiError && err.code === 'ERROR_CONFLICT_BOOKING' ? 'conflict' : 'failed');
      setSelected(new Set());
    };
    if (bookFor)
      forColleague.mutate(
        { colleagueId: bookFor.id, items },
        {
          onSuccess: () => {
            setBookedFor(bookFor.name);
            setSelected(new Set());
          },
          onError,
        },
      );
    else own.mutate(items, { onSuccess: () => navigate('/app/reservations', { state: { booked: true } }), onError });
  };

  const notFound = !deskId || (timetables.error instanceof ApiError && timetables.error.status === 404);
  return (
    <Stack p="md" gap="sm" pb={96}>
      <Alert variant="light" color="teal" role="note" icon={<IconCalendarCheck size={18} />}>
        {t('booking.alert')}
      </Alert>
      {/* Words never break inside ("Reserv/eren:" at 360 px): the button moves under the title when both do not fit. */}
      <Group justify="space-between" wrap="wrap" align="center" style={{ rowGap: 6 }}>
        <Group gap={4} wrap="nowrap" style={{ flex: '1 1 12rem', minWidth: 0 }}>
          <Title order={1} size="h3" style={{ minWidth: 0, overflowWrap: 'break-word' }}>
            {t('booking.title', { name: timetables.data?.name ?? '' })}
          </Title>
          {timetables.data && <FavouriteStar kind="desk" id={deskId} name={timetables.data.name} />}
        </Group>
        <Button
          variant="light"
          size="compact-md"
          leftSection={<IconList size={16} />}
          component={Link}
          to="/app/reservations"
          style={{ flexShrink: 0 }}
        >
          {t('booking.my_reservations')}
        </Button>
      </Group>
      {timetables.data && (
        <Text
          size="sm"
          c="dimmed"
        >{`${timetables.data.building.name} · ${timetables.data.floor.name} · ${timetables.data.room.name}`}</Text>
      )}
      {timetables.data && <PlaceAmenities kind="desk" id={deskId} />}
      {timetables.data && mark && <NeighbourhoodTag mark={mark} />}
      {failure && (
        <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => setFailure(null)}>
          {failure === 'offline'
            ? booking.error?.message
            : failure === 'book_for'
              ? apiErrorText(booking.error, i18n.language)
              : failure === 'reserved' && booking.error instanceof ApiError
                ? reservedReason(t, i18n.language, booking.error.data as TNeighbourhoodReserved)
                : t(failure === 'conflict' ? 'booking.conflict' : 'booking.failed')}
        </Alert>
      )}
      {bookedFor && (
        <Alert color="teal" variant="light" role="status" withCloseButton onClose={() => setBookedFor(null)}>
          {t('book_for.done', { name: bookedFor })}
        </Alert>
      )}
      {timetables.isFetching && !timetables.isPending && (
        <Group justify="center">
          <Loader size="xs" />
        </Group>
      )}
      {notFound ? (
        <Alert color="red" variant="light">
          {t('booking.not_found')}
        </Alert>
      ) : timetables.isPending ? (
        <Group justify="center" p="xl">
          <Loader role="status" aria-label={t('app.loading')} />
        </Group>
      ) : timetables.isError ? (
        <Alert color="red" variant="light">
          {t('booking.failed')}
        </Alert>
      ) : timetables.data.is_closed ? (
        <Alert color="gray" variant="light" role="alert">
          {t('booking.closed')}
        </Alert>
      ) : (
        <>
          {dates.length > 0 && date && <DateSlider dates={dates} value={date} onChange={chooseDate} />}
          {slots.length === 0 || slots.every((s) => s.exceeded_limit) ? (
            <Alert color="gray" variant="light">
              {t('booking.no_slots')}
            </Alert>
          ) : (
            <SlotGrid slots={slots} selected={selected} onToggle={toggle} disabled={booking.isPending} />
          )}
          <BookForPicker
            value={bookFor}
            onChange={(next) => {
              setBookFor(next);
              setBookedFor(null);
              if (next) setRepeat(false);
            }}
            disabled={booking.isPending}
          />
          <Switch
            label={t('series.repeat')}
            disabled={bookFor !== null}
            checked={repeat}
            onChange={(e) => setRepeat(e.currentTarget.checked)}
            data-testid="repeat-switch"
          />
          {repeat && date && (
            <RepeatSection
              startDate={date}
              place={selected.size === 1 ? { desk_id: deskId, timetable_id: [...selected][0] } : null}
            />
          )}
        </>
      )}
      {!repeat && (
        <div style={{ position: 'sticky', bottom: 12, marginTop: 8 }}>
          <Button
            fullWidth
            size="lg"
            loading={booking.isPending}
            disabled={selected.size === 0 || booking.isPending || onlineOnly.offline}
            aria-describedby={onlineOnly.describedBy}
            onClick={bookNow}
          >
            {t('booking.book_now', { count: selected.size })}
          </Button>
        </div>
      )}
    </Stack>
  );
}
