import type { TReservation, TSeriesEdit, TSeriesPlace, TSeriesResult, TSeriesScope } from '@flexapp/contract';
import { toDisplayDate } from '@flexapp/contract';
import { Alert, Button, Group, Loader, Modal, SegmentedControl, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RepeatForm } from '@/components/series/repeat-form';
import { fromRRule, type RepeatChoice, toRRule } from '@/components/series/repeat-rule';
import { apiErrorText } from '@/lib/api-error-text';
import { useOnlineOnly } from '@/lib/offline/use-online-only';
import { useEditSeries, usePreviewSeriesEdit, useSeries } from '@/lib/series-api';
import { useSeriesPlaceChoices, useSeriesRoomChoices } from '../api/series-place';
import { SeriesEditOutcome } from './series-edit-outcome';
import { type RoomFieldsValue, SeriesRoomFields } from './series-room-fields';

/**
 * Edit a series from one of its reservations (decisions 356, 395, 421): only this date (its desk and slot, or its
 * meeting room and times), this and the following, or the whole series (days, end, and the place). "Check the
 * dates" shows what would move and what is not possible, naming who holds a taken date (decision 420); the answer
 * says what moved, what was booked and which dates stayed as they were, and why.
 */
export function EditSeriesDialog({ reservation, onClose }: { reservation: TReservation | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const onlineOnly = useOnlineOnly();
  const narrow = useMediaQuery('(max-width: 36em)');
  const series = useSeries(reservation?.series_id ?? null);
  const edit = useEditSeries();
  const preview = usePreviewSeriesEdit();
  const [scope, setScope] = useState<TSeriesScope>('following');
  const [choice, setChoice] = useState<RepeatChoice | null>(null);
  const [deskId, setDeskId] = useState<string | null>(null);
  const [slotId, setSlotId] = useState<string | null>(null);
  const [room, setRoom] = useState<RoomFieldsValue>({ roomId: null, start: null, end: null });
  const [result, setResult] = useState<TSeriesResult | null>(null);
  const deskPlace = series.data && 'desk_id' in series.data.place ? series.data.place : null;
  const roomPlace = series.data && 'room_id' in series.data.place ? series.data.place : null;
  const date = reservation?.date ?? '';
  const choices = useSeriesPlaceChoices(deskPlace?.desk_id ?? null, date);
  const roomChoices = useSeriesRoomChoices(roomPlace ? series.data!.building_id : null, date, {
    roomId: roomPlace?.room_id ?? 0,
    attendees: roomPlace?.attendees ?? null,
  });
  const from = scope === 'all' ? (series.data?.start_date ?? '') : date;

  useEffect(() => {
    if (series.data) setChoice(fromRRule(series.data.rrule, series.data.start_date));
  }, [series.data]);
  useEffect(() => {
    setDeskId(reservation?.desk ? String(reservation.desk.id) : null);
    setSlotId(reservation?.timetable_id ? String(reservation.timetable_id) : null);
    const [start, end] = reservation?.room ? reservation.time.split('-') : [];
    setRoom({ roomId: reservation?.room ? String(reservation.room.id) : null, start: start ?? null, end: end ?? null });
  }, [reservation]);
  useEffect(() => {
    setResult(null);
    setScope('following');
    edit.reset();
  }, [reservation?.id]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => preview.reset(), [scope, choice, deskId, slotId, room]); // eslint-disable-line react-hooks/exhaustive-deps

  const placeChosen = (): TSeriesPlace | undefined => {
    if (deskPlace) return deskId && slotId ? { desk_id: Number(deskId), timetable_id: Number(slotId) } : undefined;
    if (!roomPlace || !room.roomId || !room.start || !room.end) return undefined;
    return {
      room_id: Number(room.roomId),
      time_start: room.start,
      time_end: room.end,
      ...(roomPlace.title !== undefined ? { title: roomPlace.title } : {}),
      ...(roomPlace.attendees !== undefined ? { attendees: roomPlace.attendees } : {}),
    };
  };
  const body = (): TSeriesEdit | null => {
    if (!reservation || !choice) return null;
    const place = placeChosen();
    if (scope === 'this') return place ? { scope, date, place } : null;
    return { scope, date, rrule: toRRule(choice, from), ...(place ? { place } : {}) };
  };
  const run = (mutation: typeof edit | typeof preview, onSuccess?: (r: TSeriesResult) => void) => {
    const req = body();
    if (req) mutation.mutate({ seriesId: reservation!.series_id!, ...req }, { onSuccess });
  };
  const error = edit.error ?? preview.error;

  return (
    <Modal opened={reservation !== null} onClose={onClose} title={t('series.edit_title')} size="lg" centered>
      {series.isPending || !choice ? (
        <Group justify="center" p="md">
          <Loader role="status" aria-label={t('app.loading')} />
        </Group>
      ) : result ? (
        <Stack>
          <SeriesEditOutcome result={result} kind="done" />
          <Button onClick={onClose}>{t('series.edit_done')}</Button>
        </Stack>
      ) : (
        <Stack>
          <SegmentedControl
            fullWidth
            orientation={narrow ? 'vertical' : 'horizontal'}
            value={scope}
            onChange={(v) => setScope(v as TSeriesScope)}
            data={[
              { value: 'this', label: t('series.cancel_this') },
              { value: 'following', label: t('series.cancel_following') },
              { value: 'all', label: t('series.cancel_all') },
            ]}
            aria-label={t('series.edit_scope')}
          />
          <Text size="sm" c="dimmed">
            {scope === 'this'
              ? t('series.edit_on', { date: toDisplayDate(date) })
              : t('series.edit_from', { date: toDisplayDate(from) })}
          </Text>
          {deskPlace && choices && (
            <SimpleGrid cols={narrow ? 1 : 2}>
              <Select label={t('series.edit_desk')} data={choices.desks} value={deskId} onChange={setDeskId} />
              <Select label={t('series.edit_slot')} data={choices.slots} value={slotId} onChange={setSlotId} />
            </SimpleGrid>
          )}
          {roomPlace && roomChoices && (
            <SeriesRoomFields choices={roomChoices} value={room} onChange={setRoom} narrow={!!narrow} />
          )}
          {scope !== 'this' && <RepeatForm value={choice} onChange={setChoice} startDate={from} />}
          {(deskPlace || roomPlace) && (
            <Text size="xs" c="dimmed">
              {t('series.edit_dates_note')}
            </Text>
          )}
          {preview.data && <SeriesEditOutcome result={preview.data} kind="preview" />}
          {error && (
            <Alert color="red" variant="light" role="alert">
              {apiErrorText(error, i18n.language)}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('series.edit_close')}
            </Button>
            <Button
              variant="light"
              loading={preview.isPending}
              disabled={onlineOnly.offline}
              aria-describedby={onlineOnly.describedBy}
              onClick={() => run(preview)}
            >
              {t('series.edit_check')}
            </Button>
            <Button
              loading={edit.isPending}
              disabled={onlineOnly.offline}
              aria-describedby={onlineOnly.describedBy}
              onClick={() => run(edit, setResult)}
            >
              {t('series.edit_save')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
