import { deskDisplayStatus, MAP_PREVIEW_HEIGHT_PX, type TDesk } from '@flexapp/contract';
import { Alert, Badge, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useBackCloses } from '@/components/back-closes/use-back-closes';
import { FloorPlan } from '@/components/floor-plan/floor-plan';
import { NeighbourhoodTag } from '@/components/neighbourhoods/neighbourhood-tag';
import { useNeighbourhoodMarks } from '@/lib/neighbourhoods-api';
import { orgApiDate } from '@/lib/org-time';
import { useSession } from '@/lib/session';
import { ApiError } from '@/lib/api-client';
import { useCreateCheckin } from '@/lib/checkin-api';
import { deskStatusColor, deskStatusPinColor } from '@/lib/desk-status-color';
import { useDeskMap } from './api/get-desk-map';
import { useNotifiers, useToggleNotifier } from './api/notifiers';

export interface DeskDialogProps {
  desk: TDesk | null;
  onClose: () => void;
  /** Show the floor-map preview (not when opened from the floor layout itself). */
  showMap?: boolean;
  /** The day the floor layout opens on. */
  date?: string;
  /** Offer a Check in button (coming from the check-in options). */
  allowCheckin?: boolean;
  onCheckedIn?: (message: string) => void;
}

/** Spec "Desk dialog": name, user, label, status chip, map preview, notifier, Make booking, Close. */
export function DeskDialog({ desk, onClose, showMap = true, date, allowCheckin, onCheckedIn }: DeskDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const map = useDeskMap(desk?.id, !!desk && showMap);
  const notifiers = useNotifiers();
  const toggle = useToggleNotifier();
  const checkin = useCreateCheckin();
  const status = desk ? deskDisplayStatus(desk) : 'FREE';
  const marks = useNeighbourhoodMarks(date ?? orgApiDate(new Date())).desks;
  const mark = desk ? marks.get(desk.id) : undefined;
  const watching = !!desk && !!notifiers.data?.some((n) => n.desk === desk.id);
  const { user } = useSession();
  const mine = !!desk?.user && !!user && desk.user.id === user.id;
  // "Notify me when free" means something only for a desk someone else holds (or one already watched, to stop).
  const offerNotifier = watching || (status === 'BUSY' && !mine);
  // Back closes the dialog (decision 194); a move to another screen first takes the dialog's history entry off.
  const popup = useBackCloses(!!desk, onClose);
  const leaveTo = (to: string) => {
    onClose();
    popup.afterClose(() => navigate(to));
  };

  const openFloorLayout = () => {
    if (!desk) return;
    const q = new URLSearchParams({
      building: String(desk.building.id),
      floor: String(desk.floor.id),
      desk: String(desk.id),
    });
    if (date) q.set('date', date);
    leaveTo(`/app/floor_layout?${q.toString()}`);
  };

  return (
    <Modal opened={!!desk} onClose={onClose} title={desk?.name} centered size="md" data-testid="desk-dialog">
      {desk && (
        <Stack gap="sm">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2}>
              <Text size="sm" c="dimmed">{`${desk.building.name} · ${desk.floor.name} · ${desk.room.name}`}</Text>
              <Text size="sm">{`${t('desk_dialog.label')}: ${desk.desk_label || desk.name}`}</Text>
              {desk.user && (
                <Text size="sm" fw={600}>
                  {mine
                    ? t('desk_dialog.occupied_by_you')
                    : t('desk_dialog.occupied_by', { name: `${desk.user.first_name} ${desk.user.last_name}`.trim() })}
                </Text>
              )}
              {/* A private holder or a nameless guest: taken, by nobody named (decision 251). */}
              {desk.reserved && !desk.user && (
                <Text size="sm" fw={600} data-testid="desk-taken-unnamed">
                  {t('desk_dialog.occupied_unnamed')}
                </Text>
              )}
              {mark && <NeighbourhoodTag mark={mark} />}
            </Stack>
            <Badge
              color={deskStatusColor[status]}
              variant="filled"
              size="lg"
              style={{ flexShrink: 0 }}
              data-testid="desk-status-chip"
            >
              {t(`desk_status.${status}`)}
            </Badge>
          </Group>

          {showMap &&
            (map.isPending ? (
              <Group justify="center" h={MAP_PREVIEW_HEIGHT_PX}>
                <Loader size="sm" />
              </Group>
            ) : (
              <div title={t('desk_dialog.open_map')} data-testid="desk-map-preview">
                <FloorPlan
                  src={map.data?.map}
                  height={MAP_PREVIEW_HEIGHT_PX}
                  onOpen={openFloorLayout}
                  pins={
                    desk.x !== null && desk.y !== null
                      ? [
                          {
                            id: desk.id,
                            x: desk.x,
                            y: desk.y,
                            color: deskStatusPinColor[status],
                            status,
                            title: desk.name,
                            blinking: true,
                          },
                        ]
                      : []
                  }
                />
              </div>
            ))}

          {offerNotifier && (
            <Button
              variant={watching ? 'light' : 'default'}
              leftSection={watching ? <IconBellOff size={18} /> : <IconBell size={18} />}
              aria-pressed={watching}
              onClick={() => toggle.mutate({ deskId: desk.id, watch: !watching })}
            >
              {watching ? t('desk_dialog.notifier_remove') : t('desk_dialog.notifier_add')}
            </Button>
          )}

          {checkin.isError && (
            <Alert color="red" variant="light">
              {checkin.error instanceof ApiError && checkin.error.code !== 'INTERNAL_ERROR'
                ? checkin.error.message
                : t('checkin_options.error')}
            </Alert>
          )}

          <Stack gap="xs">
            {allowCheckin ? (
              <Button
                // The dialog opens on what it is for (not on its close button); Mantine returns focus on close.
                data-autofocus
                disabled={desk.reserved || desk.is_closed}
                loading={checkin.isPending}
                onClick={() =>
                  checkin.mutate(
                    { desk: desk.id },
                    { onSuccess: () => onCheckedIn?.(t('desk_dialog.checked_in', { name: desk.name })) },
                  )
                }
              >
                {t('desk_dialog.checkin')}
              </Button>
            ) : (
              <Button
                data-autofocus
                disabled={desk.reserved || desk.is_closed || !!mark?.reason}
                onClick={() => leaveTo(`/app/booking_time_slots/${desk.id}${date ? `?date=${date}` : ''}`)}
              >
                {t('desk_dialog.make_booking')}
              </Button>
            )}
            <Button variant="default" onClick={onClose}>
              {t('desk_dialog.close')}
            </Button>
          </Stack>
        </Stack>
      )}
    </Modal>
  );
}
