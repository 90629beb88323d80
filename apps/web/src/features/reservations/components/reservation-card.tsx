import {
  checkinReadOnlyKey,
  isInCheckinWindow,
  type TActiveCheckin,
  type TConfig,
  type TReservation,
} from '@flexapp/contract';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconArmchair, IconClock, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReservationAction } from '../api/reservation-actions';
import classes from './reservation-card.module.css';

/** One reservation: desk and time, Check in / Check out, Confirm / Confirmed, Cancel. Clicking it opens booking. */
export function ReservationCard({
  reservation: r,
  config,
  activeCheckins,
  busy,
  onAction,
  onOpen,
}: {
  reservation: TReservation;
  config: TConfig | undefined;
  activeCheckins: TActiveCheckin[];
  busy: boolean;
  onAction: (action: ReservationAction) => void;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const type = r.desk ? 'WORKSPACE' : 'MEETING';
  const readOnly = !!config?.[checkinReadOnlyKey[type]];
  const showCheckin = (!!r.desk || !!r.room) && !readOnly && isInCheckinWindow(r);
  const active = activeCheckins.find((c) =>
    r.desk ? c.desk?.id === r.desk.id : c.type === 'MEETING' && c.room?.id === r.room?.id,
  );
  const place = r.desk ? r.desk.name : t('reservations.meeting_room', { name: r.room?.name ?? '' });
  const stop = (fn: () => void) => (e: React.MouseEvent) => {
    e.stopPropagation();
    fn();
  };

  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      className={classes.card}
      onClick={onOpen}
      role="article"
      aria-label={`${place} ${r.time}`}
    >
      <Stack gap={8}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
            {r.desk ? <IconArmchair size={20} /> : <IconUsersGroup size={20} />}
            <div style={{ minWidth: 0 }}>
              <Text fw={650} className={classes.ellipsis}>
                {place}
              </Text>
              <Text size="xs" c="dimmed" className={classes.ellipsis}>{`${r.building_name} · ${r.floor_name}`}</Text>
            </div>
          </Group>
          <Group gap={4} wrap="nowrap" className={classes.time}>
            <IconClock size={16} />
            <Text size="sm" fw={600}>
              {r.time}
            </Text>
          </Group>
        </Group>
        <Group gap="xs" wrap="wrap" className={classes.actions}>
          {showCheckin &&
            (active ? (
              <Button
                size="sm"
                color="orange"
                disabled={busy}
                onClick={stop(() => onAction({ kind: 'checkout', checkinId: active.id }))}
              >
                {t('reservations.checkout')}
              </Button>
            ) : (
              <Button
                size="sm"
                disabled={busy}
                onClick={stop(() =>
                  onAction(r.desk ? { kind: 'checkin', desk: r.desk.id } : { kind: 'checkin', room: r.room!.id }),
                )}
              >
                {t('reservations.checkin')}
              </Button>
            ))}
          {r.open_confirmation &&
            (r.open_confirmation.status === 'waiting' ? (
              <Button size="sm" variant="light" color="green" disabled onClick={stop(() => undefined)}>
                {t('reservations.confirmed')}
              </Button>
            ) : (
              <Button
                size="sm"
                variant="light"
                disabled={busy}
                onClick={stop(() => onAction({ kind: 'confirm', confirmationId: r.open_confirmation!.id }))}
              >
                {t('reservations.confirm')}
              </Button>
            ))}
          <Button
            size="sm"
            variant="default"
            color="red"
            disabled={busy}
            onClick={stop(() => onAction({ kind: 'cancel', reservationId: r.id }))}
          >
            {t('reservations.cancel')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
