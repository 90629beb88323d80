import { toDisplayDate, type TReservation, type TSeriesScope } from '@flexapp/contract';
import { Alert, Badge, Button, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { IconLogin, IconPlaneDeparture, IconUsersGroup, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSession } from '@/lib/session';
import { useOnlineOnly } from '@/lib/offline/use-online-only';
import { orgApiDate } from '@/lib/org-time';
import { useCancelSeries } from '@/lib/series-api';
import { ApiError } from '@/lib/api-client';
import { useReservations } from '../api/get-reservations';
import { itemOf, type ReservationAction, useReservationAction } from '../api/reservation-actions';
import { AwayDialog } from '../components/away-dialog';
import { EditSeriesDialog } from '../components/edit-series-dialog';
import { ReservationCard } from '../components/reservation-card';

/** Spec "Reservations": grouped by date with a count badge, actions per card, success/error alert. */
export default function ReservationsPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { user, config } = useSession();
  const reservations = useReservations();
  const action = useReservationAction();
  const onlineOnly = useOnlineOnly();
  const cancelSeries = useCancelSeries();
  const [away, setAway] = useState(false);
  const arrived = location.state as {
    booked?: boolean;
    series?: { created: number; skipped: number; later: number };
  } | null;
  const [alert, setAlert] = useState<{ ok: boolean; text: string; undo?: TReservation } | null>(
    arrived?.series
      ? { ok: true, text: t('series.booked', arrived.series) }
      : arrived?.booked
        ? { ok: true, text: t('reservations.booked') }
        : null,
  );

  const [toCancel, setToCancel] = useState<TReservation | null>(null);
  const [toEdit, setToEdit] = useState<TReservation | null>(null);
  // What happened, said in full: "Desk A1.02 on Tue 24-11, 08:00-12:00 cancelled."
  const describe = (r: TReservation) => ({
    place: r.desk
      ? t('reservations.desk', { name: r.desk.name })
      : t('reservations.meeting_room', { name: r.room?.name }),
    day: `${new Intl.DateTimeFormat(i18n.language, { weekday: 'short' }).format(new Date(`${r.date}T12:00:00`))} ${toDisplayDate(r.date).slice(0, 5)}`,
    time: r.time,
  });
  const doneText = (a: ReservationAction, r: TReservation) => t(`reservations.done_${a.kind}`, describe(r));

  const perform = (a: ReservationAction, r: TReservation) => {
    setAlert(null);
    if (a.kind === 'cancel' && toCancel?.id !== r.id) return setToCancel(r);
    setToCancel(null);
    action.mutate(a, {
      // A cancellation can be undone from its message: the same place and time are booked again, if still free.
      onSuccess: () =>
        setAlert({ ok: true, text: doneText(a, r), undo: a.kind === 'cancel' && itemOf(r) ? r : undefined }),
      onError: (err) => {
        // A reservation that is already gone was cancelled: that is what the user wanted.
        if (a.kind === 'cancel' && err instanceof ApiError && err.code === 'NO_EXISTS')
          setAlert({ ok: true, text: doneText(a, r) });
        // Undo too late: someone else took the place meanwhile.
        else if (a.kind === 'rebook' && err instanceof ApiError && err.status === 409)
          setAlert({ ok: false, text: t('reservations.undo_taken', describe(r)) });
        // Offline nothing was sent: say so (the request is not kept to be sent later).
        else if (err instanceof ApiError && err.isNetworkError) setAlert({ ok: false, text: err.message });
        else setAlert({ ok: false, text: t('reservations.error') });
      },
    });
  };

  const cancelOfSeries = (r: TReservation, scope: TSeriesScope) => {
    setToCancel(null);
    setAlert(null);
    cancelSeries.mutate(
      { seriesId: r.series_id!, scope, date: r.date },
      {
        onSuccess: (res) => setAlert({ ok: true, text: t('series.cancelled', { count: res.cancelled }) }),
        onError: (err) =>
          setAlert({
            ok: false,
            text: err instanceof ApiError && err.isNetworkError ? err.message : t('reservations.error'),
          }),
      },
    );
  };

  const groups = Object.entries(reservations.data?.list ?? {}).filter(([, list]) => list.length > 0);
  return (
    <Stack p="md" gap="sm">
      <Group justify="space-between" wrap="nowrap">
        <Title order={1} size="h2">
          {t('reservations.title')}
        </Title>
        {(action.isPending || cancelSeries.isPending) && <Loader size="sm" />}
      </Group>
      {alert && (
        <Alert
          color={alert.ok ? 'teal' : 'red'}
          variant="light"
          role={alert.ok ? 'status' : 'alert'}
          withCloseButton
          onClose={() => setAlert(null)}
        >
          <Group justify="space-between" gap="xs">
            <Text size="sm">{alert.text}</Text>
            {alert.undo && (
              <Button
                size="compact-sm"
                variant="white"
                disabled={action.isPending || onlineOnly.offline}
                onClick={() => perform({ kind: 'rebook', item: itemOf(alert.undo!)! }, alert.undo!)}
              >
                {t('reservations.undo')}
              </Button>
            )}
          </Group>
        </Alert>
      )}
      {reservations.isPending ? (
        <Group justify="center" p="xl">
          <Loader />
        </Group>
      ) : groups.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {t('reservations.empty')}
        </Text>
      ) : (
        groups.map(([date, list]) => (
          <Stack key={date} gap="xs" component="section" aria-label={toDisplayDate(date)}>
            <Group gap="xs" mt="xs">
              <Text fw={700}>{toDisplayDate(date)}</Text>
              <Badge
                variant="filled"
                circle={list.length < 10}
                aria-label={t('reservations.count', { count: list.length })}
              >
                {list.length}
              </Badge>
            </Group>
            {list.map((r) => (
              <ReservationCard
                key={r.id}
                reservation={r}
                config={config}
                activeCheckins={user?.active_checkins ?? []}
                dayReservations={list}
                busy={action.isPending || onlineOnly.offline}
                onAction={(a) => perform(a, r)}
                onOpen={() => r.desk && navigate(`/app/booking_time_slots/${r.desk.id}?date=${r.date}`)}
                onEditSeries={() => setToEdit(r)}
              />
            ))}
          </Stack>
        ))
      )}
      <Stack mt="md" gap="xs">
        <Button variant="light" leftSection={<IconSearch size={18} />} component={Link} to="/app/find_desk">
          {t('reservations.find_desk')}
        </Button>
        <Button variant="light" leftSection={<IconUsersGroup size={18} />} component={Link} to="/app/find_room">
          {t('reservations.find_room')}
        </Button>
        <Button
          variant="light"
          color="red"
          leftSection={<IconPlaneDeparture size={18} />}
          onClick={() => setAway(true)}
        >
          {t('series.away_button')}
        </Button>
        <Button variant="default" leftSection={<IconLogin size={18} />} component={Link} to="/app/checkins">
          {t('reservations.other_checkin')}
        </Button>
      </Stack>
      <Modal
        opened={!!toCancel}
        onClose={() => setToCancel(null)}
        title={t('reservations.cancel_title')}
        centered
        data-testid="cancel-dialog"
      >
        {toCancel && (
          <Stack>
            <Text>{t('reservations.cancel_question', describe(toCancel))}</Text>
            {toCancel.series_id !== null ? (
              <Stack gap="xs">
                {(['this', 'following', 'all'] as const).map((scope) => (
                  <Button
                    key={scope}
                    color="red"
                    variant={scope === 'this' ? 'filled' : 'light'}
                    disabled={onlineOnly.offline || cancelSeries.isPending}
                    onClick={() => cancelOfSeries(toCancel, scope)}
                  >
                    {t(`series.cancel_${scope}`)}
                  </Button>
                ))}
                <Button variant="default" onClick={() => setToCancel(null)} data-autofocus>
                  {t('reservations.keep')}
                </Button>
              </Stack>
            ) : (
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setToCancel(null)} data-autofocus>
                  {t('reservations.keep')}
                </Button>
                <Button
                  color="red"
                  disabled={onlineOnly.offline}
                  aria-describedby={onlineOnly.describedBy}
                  onClick={() => perform({ kind: 'cancel', reservationId: toCancel.id }, toCancel)}
                >
                  {t('reservations.cancel_confirm')}
                </Button>
              </Group>
            )}
          </Stack>
        )}
      </Modal>
      <EditSeriesDialog reservation={toEdit} onClose={() => setToEdit(null)} />
      <AwayDialog
        opened={away}
        onClose={() => setAway(false)}
        today={orgApiDate(new Date())}
        onDone={(count) => setAlert({ ok: true, text: t('series.away_done', { count }) })}
      />
    </Stack>
  );
}
