import { toDisplayDate } from '@flexapp/contract';
import { Alert, Badge, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconLogin, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSession } from '@/app/session';
import { ApiError } from '@/lib/api-client';
import { useReservations } from '../api/get-reservations';
import { type ReservationAction, useReservationAction } from '../api/reservation-actions';
import { ReservationCard } from '../components/reservation-card';

/** Spec "Reservations": grouped by date with a count badge, actions per card, success/error alert. */
export default function ReservationsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { user, config } = useSession();
  const reservations = useReservations();
  const action = useReservationAction();
  const [alert, setAlert] = useState<{ ok: boolean; text: string } | null>(
    (location.state as { booked?: boolean } | null)?.booked ? { ok: true, text: t('reservations.booked') } : null,
  );

  const perform = (a: ReservationAction) => {
    setAlert(null);
    action.mutate(a, {
      onSuccess: () => setAlert({ ok: true, text: t('reservations.done') }),
      onError: (err) => {
        // A reservation that is already gone was cancelled: that is what the user wanted.
        if (a.kind === 'cancel' && err instanceof ApiError && err.code === 'NO_EXISTS')
          setAlert({ ok: true, text: t('reservations.done') });
        // Offline nothing was sent: say so (the request is not kept to be sent later).
        else if (err instanceof ApiError && err.isNetworkError) setAlert({ ok: false, text: err.message });
        else setAlert({ ok: false, text: t('reservations.error') });
      },
    });
  };

  const groups = Object.entries(reservations.data?.list ?? {}).filter(([, list]) => list.length > 0);
  return (
    <Stack p="md" gap="sm">
      <Group justify="space-between" wrap="nowrap">
        <Title order={1} size="h2">
          {t('reservations.title')}
        </Title>
        {action.isPending && <Loader size="sm" />}
      </Group>
      {alert && (
        <Alert
          color={alert.ok ? 'teal' : 'red'}
          variant="light"
          role={alert.ok ? 'status' : 'alert'}
          withCloseButton
          onClose={() => setAlert(null)}
        >
          {alert.text}
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
                busy={action.isPending}
                onAction={perform}
                onOpen={() => r.desk && navigate(`/app/booking_time_slots/${r.desk.id}?date=${r.date}`)}
              />
            ))}
          </Stack>
        ))
      )}
      <Stack mt="md" gap="xs">
        <Button variant="light" leftSection={<IconSearch size={18} />} component={Link} to="/app/find_desk">
          {t('reservations.find_desk')}
        </Button>
        <Button variant="default" leftSection={<IconLogin size={18} />} component={Link} to="/app/checkins">
          {t('reservations.other_checkin')}
        </Button>
      </Stack>
    </Stack>
  );
}
