import {
  checkinReadOnlyKey,
  isInCheckinWindow,
  reservationOfCheckin,
  type TActiveCheckin,
  type TConfig,
  type TReservation,
} from '@flexapp/contract';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconArmchair, IconCircleCheck, IconClock, IconRepeat, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ReservationAction } from '../api/reservation-actions';
import classes from './reservation-card.module.css';

/** One reservation: desk and time, Check in / Check out, Confirm / Confirmed, Cancel. Clicking it opens booking. */
export function ReservationCard({
  reservation: r,
  config,
  activeCheckins,
  dayReservations,
  busy,
  onAction,
  onOpen,
  onEditSeries,
}: {
  reservation: TReservation;
  config: TConfig | undefined;
  activeCheckins: TActiveCheckin[];
  /** The reservations of the card's day: a check-in at a place belongs to one of them only. */
  dayReservations?: TReservation[];
  busy: boolean;
  onAction: (action: ReservationAction) => void;
  onOpen: () => void;
  /** Opens the series' edit dialog (decision 356); cards of a series show "Edit series" when given. */
  onEditSeries?: () => void;
}) {
  const { t } = useTranslation();
  const type = r.desk ? 'WORKSPACE' : 'MEETING';
  const readOnly = !!config?.[checkinReadOnlyKey[type]];
  const atPlace = activeCheckins.find((c) =>
    r.desk ? c.desk?.id === r.desk.id : c.type === 'MEETING' && c.room?.id === r.room?.id,
  );
  // Checked in at this place: the running (or next) reservation offers Check out; the place's later ones nothing.
  const owner = atPlace ? reservationOfCheckin(dayReservations ?? [r], atPlace) : null;
  const active = owner === r.id ? atPlace : undefined;
  const checkedInForAnother = !!atPlace && !active;
  // A guest's place (decision 399) is held by the guest's own check-in: the host does not check in there.
  const showCheckin =
    (!!r.desk || !!r.room) && !readOnly && isInCheckinWindow(r) && !checkedInForAnother && r.guest_name === null;
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
              {r.desk ? (
                // The card opens its booking by mouse anywhere, and by keyboard through this link.
                <Text
                  fw={650}
                  className={classes.place}
                  component={Link}
                  to={`/app/booking_time_slots/${r.desk.id}?date=${r.date}`}
                  c="inherit"
                  td="none"
                  onClick={(e: React.MouseEvent) => e.stopPropagation()}
                >
                  {place}
                </Text>
              ) : (
                <Text fw={650} className={classes.place}>
                  {place}
                </Text>
              )}
              {/* Wraps rather than cutting the floor off at 360 px. */}
              <Text size="xs" c="dimmed">{`${r.building_name} · ${r.floor_name}`}</Text>
              {r.booked_by && (
                <Text size="xs" c="dimmed" data-testid="booked-by">
                  {t('book_for.booked_by', { name: r.booked_by.name })}
                </Text>
              )}
              {r.guest_name !== null && (
                <Text size="xs" fw={600} data-testid="for-guest">
                  {t('book_for.for_guest', { name: r.guest_name })}
                </Text>
              )}
              {r.series_id !== null && (
                <Badge
                  size="xs"
                  variant="light"
                  tt="none"
                  leftSection={<IconRepeat size={12} />}
                  data-testid="series-badge"
                >
                  {t('series.repeats')}
                </Badge>
              )}
              {r.series_id !== null && onEditSeries && (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  ml={4}
                  disabled={busy}
                  onClick={stop(onEditSeries)}
                  aria-label={`${t('series.edit')}: ${place} ${r.time}`}
                >
                  {t('series.edit')}
                </Button>
              )}
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
              // A state, not an action: a badge with a tick, not a greyed-out button.
              <Badge
                size="lg"
                variant="light"
                color="teal"
                tt="none"
                leftSection={<IconCircleCheck size={16} />}
                data-testid="reservation-confirmed"
              >
                {t('reservations.confirmed')}
              </Badge>
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
