import { isApiDate, ROOM_EQUIPMENT, type TNamedRef, type TRoomEquipment } from '@flexapp/contract';
import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Loader,
  NumberInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAddressParams } from '@/lib/use-address-params';
import { useBackCloses } from '@/components/back-closes/use-back-closes';
import { BookForPicker } from '@/components/book-for/book-for-picker';
import { ApiError } from '@/lib/api-client';
import { apiErrorText } from '@/lib/api-error-text';
import { useCreateBookingFor } from '@/lib/book-for-api';
import { orgApiDate } from '@/lib/org-time';
import { FavouriteStar } from '@/components/favourites/favourite-star';
import { NeighbourhoodTag } from '@/components/neighbourhoods/neighbourhood-tag';
import { useNeighbourhoodMarks } from '@/lib/neighbourhoods-api';
import { useCreateRoomBooking } from '../api/create-room-booking';
import { useRoomAvailability } from '@/lib/room-availability';
import { useBuildings } from '@/lib/places';
import { NamedSelect } from '../components/named-select';
import { fitsRoom, isFreeFor, minutesOf, QUARTERS } from '../components/room-rules';
import { RoomTimeline } from '../components/room-timeline';

const isQuarter = (v: string | null): v is string => !!v && QUARTERS.includes(v);

/**
 * Find a meeting room (decision 130): date, time range, people and equipment; the building's rooms that fit,
 * free ones first with a Book button, busy ones with their day timeline. The query string keeps the choice
 * (?date=&from=&to=&people=&equipment=&building=&room=), so a room node of the desk tree can link here.
 */
export default function FindRoomPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params, change] = useAddressParams();
  const today = orgApiDate(new Date());
  const date = isApiDate(params.get('date') ?? '') && params.get('date')! >= today ? params.get('date')! : today;
  const from = isQuarter(params.get('from')) ? params.get('from')! : '10:00';
  const to = isQuarter(params.get('to')) ? params.get('to')! : '11:00';
  const people = Math.max(1, Number(params.get('people')) || 1);
  const equipment = (params.get('equipment') ?? '')
    .split(',')
    .filter((e): e is TRoomEquipment => (ROOM_EQUIPMENT as readonly string[]).includes(e));
  const onlyRoom = Number(params.get('room')) || null;
  const [title, setTitle] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const buildings = useBuildings({ date });
  const buildingId = Number(params.get('building')) || buildings.data?.[0]?.id || null;
  const rooms = useRoomAvailability(buildingId, date);
  const marks = useNeighbourhoodMarks(date).rooms;
  const own = useCreateRoomBooking();
  const forColleague = useCreateBookingFor();
  // Booking in a colleague's name (decision 355): the room is booked for them, and the page stays to say so.
  const [bookFor, setBookFor] = useState<TNamedRef | null>(null);
  const [bookedFor, setBookedFor] = useState<string | null>(null);
  const booking = bookFor ? forColleague : own;

  const set = (changes: Record<string, string | null>) => {
    change(changes);
    setFailure(null);
  };

  // Back closes an open list of buildings or times rather than leaving the screen (decision 194).
  const [menu, setMenu] = useState<'building' | 'from' | 'to' | null>(null);
  const popup = useBackCloses(menu !== null, () => setMenu(null));
  const menuProps = (name: 'building' | 'from' | 'to') => ({
    dropdownOpened: menu === name,
    onDropdownOpen: () => setMenu(name),
    onDropdownClose: () => setMenu((m) => (m === name ? null : m)),
  });

  const wish = { from, to, people, equipment };
  const fitting = (rooms.data?.rooms ?? []).filter((r) => (onlyRoom ? r.id === onlyRoom : fitsRoom(r, wish)));
  const free = fitting.filter((r) => isFreeFor(r, from, to));
  const busy = fitting.filter((r) => !isFreeFor(r, from, to));
  const rangeValid = minutesOf(to) > minutesOf(from);
  const tooLong = rooms.data ? minutesOf(to) - minutesOf(from) > rooms.data.max_minutes : false;

  const book = (roomId: number) => {
    setFailure(null);
    setBookedFor(null);
    const item = {
      date,
      room_id: roomId,
      time_start: from,
      time_end: to,
      attendees: people,
      ...(title.trim() ? { title: title.trim() } : {}),
    };
    const onError = (err: Error) =>
      setFailure(
        err instanceof ApiError && err.isNetworkError
          ? err.message
          : err instanceof ApiError && err.code === 'ERROR_CONFLICT_BOOKING'
            ? t('rooms.conflict')
            : err instanceof ApiError && err.code.startsWith('BOOK_FOR_')
              ? apiErrorText(err, i18n.language)
              : err.message || t('rooms.failed'),
      );
    if (bookFor)
      forColleague.mutate(
        { colleagueId: bookFor.id, items: [item] },
        { onSuccess: () => setBookedFor(bookFor.name), onError },
      );
    else own.mutate([item], { onSuccess: () => navigate('/app/reservations', { state: { booked: true } }), onError });
  };

  return (
    <Stack p="md" gap="sm" pb={96}>
      <Title order={1} size="h3">
        {t('rooms.title')}
      </Title>
      <Group grow wrap="wrap" align="end">
        <TextInput
          type="date"
          label={t('rooms.date')}
          value={date}
          min={today}
          onChange={(e) => set({ date: isApiDate(e.currentTarget.value) ? e.currentTarget.value : null })}
        />
        {buildings.data && buildings.data.length > 1 && (
          <NamedSelect
            label={t('rooms.building')}
            listLabel={t('rooms.buildings')}
            data={buildings.data.map((b) => ({ value: String(b.id), label: b.name }))}
            value={buildingId ? String(buildingId) : null}
            onChange={(v) => popup.afterClose(() => set({ building: v, room: null }))}
            {...menuProps('building')}
            allowDeselect={false}
          />
        )}
      </Group>
      <Group grow wrap="nowrap" align="end">
        <NamedSelect
          label={t('rooms.from')}
          listLabel={t('rooms.from_list')}
          data={QUARTERS}
          value={from}
          onChange={(v) => popup.afterClose(() => set({ from: v }))}
          {...menuProps('from')}
          allowDeselect={false}
          searchable
        />
        <NamedSelect
          label={t('rooms.to')}
          listLabel={t('rooms.to_list')}
          data={QUARTERS}
          value={to}
          onChange={(v) => popup.afterClose(() => set({ to: v }))}
          {...menuProps('to')}
          allowDeselect={false}
          searchable
        />
        <NumberInput
          label={t('rooms.people')}
          min={1}
          max={999}
          value={people}
          onChange={(v) => set({ people: String(Math.max(1, Number(v) || 1)) })}
        />
      </Group>
      <Checkbox.Group label={t('rooms.equipment')} value={equipment} onChange={(v) => set({ equipment: v.join(',') })}>
        <Group gap="md" mt={4}>
          {ROOM_EQUIPMENT.map((e) => (
            <Checkbox key={e} value={e} label={t(`rooms.equipment_${e}`)} />
          ))}
        </Group>
      </Checkbox.Group>
      <TextInput
        label={t('rooms.meeting_title')}
        maxLength={200}
        value={title}
        onChange={(e) => setTitle(e.currentTarget.value)}
      />
      <BookForPicker
        value={bookFor}
        onChange={(next) => {
          setBookFor(next);
          setBookedFor(null);
        }}
        disabled={booking.isPending}
      />
      {onlyRoom && (
        <Button variant="subtle" size="compact-sm" onClick={() => set({ room: null })} style={{ alignSelf: 'start' }}>
          {t('rooms.all_rooms')}
        </Button>
      )}
      {failure && (
        <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      {bookedFor && (
        <Alert color="teal" variant="light" role="status" withCloseButton onClose={() => setBookedFor(null)}>
          {t('book_for.done', { name: bookedFor })}
        </Alert>
      )}
      {!rangeValid ? (
        <Alert color="orange" variant="light" role="alert">
          {t('rooms.bad_range')}
        </Alert>
      ) : tooLong ? (
        <Alert color="orange" variant="light" role="alert">
          {t('rooms.too_long', { minutes: rooms.data!.max_minutes })}
        </Alert>
      ) : null}
      {rooms.isPending || buildings.isPending ? (
        <Group justify="center" p="xl">
          <Loader role="status" aria-label={t('app.loading')} />
        </Group>
      ) : rooms.isError ? (
        <Alert color="red" variant="light">
          {t('rooms.failed')}
        </Alert>
      ) : (
        <Stack gap="sm" component="section" aria-label={t('rooms.results')}>
          <Text size="sm" c="dimmed" role="status">
            {t('rooms.count', { free: free.length, total: fitting.length })}
          </Text>
          {[...free, ...busy].map((room) => {
            const isFree = free.includes(room);
            // A room a neighbourhood keeps from the person says why, and offers no booking (decision 310).
            const mark = marks.get(room.id);
            return (
              <Card key={room.id} withBorder padding="sm" component="article" aria-label={room.name}>
                <Group justify="space-between" wrap="nowrap" align="start">
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600}>{room.name}</Text>
                    <Text size="sm" c="dimmed">
                      {`${room.building.name} · ${room.floor.name} · ${t('rooms.seats', { count: room.seats ?? 0 })}`}
                    </Text>
                    {mark && <NeighbourhoodTag mark={mark} />}
                  </div>
                  <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
                    <Badge color={isFree ? 'teal' : 'red'} variant="light">
                      {isFree ? t('rooms.free') : t('rooms.busy')}
                    </Badge>
                    <FavouriteStar kind="room" id={room.id} name={room.name} />
                  </Group>
                </Group>
                {room.equipment.length > 0 && (
                  <Group gap={4} my={4}>
                    {room.equipment.map((e) => (
                      <Badge key={e} variant="outline" color="gray" size="sm">
                        {t(`rooms.equipment_${e}`)}
                      </Badge>
                    ))}
                  </Group>
                )}
                <RoomTimeline room={room} from={from} to={to} />
                {isFree && !mark?.reason && rangeValid && !tooLong && (
                  <Button mt="xs" onClick={() => book(room.id)} loading={booking.isPending}>
                    {t('rooms.book', { from, to })}
                  </Button>
                )}
              </Card>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
