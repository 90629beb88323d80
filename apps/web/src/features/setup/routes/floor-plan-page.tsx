import {
  Alert,
  Anchor,
  Breadcrumbs,
  Button,
  FileButton,
  Group,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { PLAN_MAX_BYTES, type TSetupDesk } from '@flexapp/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { setupKeys } from '../api/keys';
import { bulkCreateDesks, updatePlace, useSetupFloorPlan, useSetupMutation } from '../api/places';
import { uploadFloorPlan } from '../api/plan-upload';
import { apiErrorText } from '@/lib/api-error-text';
import { PlanCanvas, type PendingPin } from '../components/plan-canvas';
import { PlaceFormModal, placeBody } from '../components/place-form-modal';
import { QrSheetButton } from '../components/qr-sheet-button';

const NONE: never[] = [];

/** Upload a floor's plan, drag desk pins onto it, and add many desks by clicking; QR sheets are staff's (decision 391). */
export default function FloorPlanPage() {
  const { t, i18n } = useTranslation();
  const { isStaff } = useSession();
  const floorId = Number(useParams().floor_id);
  const plan = useSetupFloorPlan(floorId);
  const client = useQueryClient();
  const [uploading, setUploading] = useState(false);
  const [addMode, setAddMode] = useState(false);
  const [pending, setPending] = useState<PendingPin[]>([]);
  const [roomId, setRoomId] = useState<string | null>(null);
  const [editing, setEditing] = useState<TSetupDesk | null>(null);
  const mutate = useSetupMutation(async (fn: () => Promise<unknown>) => fn());
  const fail = (err: unknown) => notifications.show({ color: 'red', message: apiErrorText(err, i18n.language) });

  const rooms = plan.data?.rooms ?? NONE;
  useEffect(() => {
    if (!roomId && rooms.length) setRoomId(String((rooms.find((r) => r.type === 'WORKSPACE') ?? rooms[0]).id));
  }, [rooms, roomId]);

  if (plan.isError) return <Alert color="red">{apiErrorText(plan.error, i18n.language)}</Alert>;
  if (!plan.data) return null;
  const { floor, building, desks } = plan.data;

  const upload = async (file: File | null) => {
    if (!file) return;
    if (file.size > PLAN_MAX_BYTES) {
      notifications.show({ color: 'red', message: t('setup.plan.too_large') });
      return;
    }
    setUploading(true);
    try {
      await uploadFloorPlan(floorId, file);
      await client.invalidateQueries({ queryKey: setupKeys.all });
      notifications.show({ color: 'teal', message: t('setup.plan.uploaded') });
    } catch (err) {
      fail(err);
    } finally {
      setUploading(false);
    }
  };
  const removePlan = () =>
    mutate.mutate(() => apiRequest(`setup/floors/${floorId}/plan`, { method: 'DELETE' }), { onError: fail });
  const move = (desk: TSetupDesk, pos: { x: number; y: number }) => {
    // Show the new place at once; the server answer (or a failure) refreshes it.
    client.setQueryData(
      setupKeys.floorPlan(floorId),
      (old: typeof plan.data) =>
        old && { ...old, desks: old.desks.map((d) => (d.id === desk.id ? { ...d, ...pos } : d)) },
    );
    mutate.mutate(() => updatePlace('desks', desk.id, { version: desk.version, ...pos }), {
      // Keep the server's answer (its new version) at once, so the next edit is not taken for a stale one.
      onSuccess: (saved) =>
        client.setQueryData(
          setupKeys.floorPlan(floorId),
          (old: typeof plan.data) =>
            old && { ...old, desks: old.desks.map((d) => (d.id === desk.id ? (saved as TSetupDesk) : d)) },
        ),
      onError: fail,
    });
  };
  const saveNew = () =>
    mutate.mutate(() => bulkCreateDesks(Number(roomId), { desks: pending }), {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('setup.plan.added', { count: pending.length }) });
        setPending([]);
        setAddMode(false);
      },
      onError: fail,
    });

  return (
    <Stack>
      <Breadcrumbs>
        <Anchor component={Link} to={`/dashboard/setup/structure?building=${building.id}&floor=${floor.id}`}>
          {building.name}
        </Anchor>
        <Text>{floor.name}</Text>
      </Breadcrumbs>
      <Group justify="space-between">
        <Title order={3}>{t('setup.plan.title', { floor: floor.name })}</Title>
        <Group>
          {isStaff && <QrSheetButton floorId={floor.id} />}
          <FileButton onChange={upload} accept="image/png,image/jpeg,image/svg+xml">
            {(props) => (
              <Button {...props} leftSection={<IconPhotoUp size={16} />} loading={uploading}>
                {floor.map ? t('setup.plan.replace') : t('setup.plan.upload')}
              </Button>
            )}
          </FileButton>
          {floor.map && (
            <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={removePlan}>
              {t('setup.plan.remove')}
            </Button>
          )}
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        {t('setup.plan.help')}
      </Text>
      {!floor.map ? (
        <Alert color="gray">{t('setup.plan.none')}</Alert>
      ) : (
        <>
          <Paper withBorder p="sm" radius="md">
            <Group align="end" wrap="wrap">
              <Switch
                label={t('setup.plan.add_mode')}
                checked={addMode}
                onChange={(e) => setAddMode(e.currentTarget.checked)}
                disabled={rooms.length === 0}
              />
              <Select
                label={t('setup.plan.room_for_new')}
                data={rooms.map((r) => ({
                  value: String(r.id),
                  label: `${r.name} (${t(`setup.room_type.${r.type}`)})`,
                }))}
                value={roomId}
                onChange={setRoomId}
                allowDeselect={false}
                w={260}
              />
              <Button disabled={pending.length === 0 || !roomId} onClick={saveNew}>
                {t('setup.plan.save_new', { count: pending.length })}
              </Button>
              <Button variant="default" disabled={pending.length === 0} onClick={() => setPending([])}>
                {t('setup.plan.discard')}
              </Button>
            </Group>
            {rooms.length === 0 && (
              <Text size="sm" c="orange" mt="xs">
                {t('setup.plan.no_rooms')}
              </Text>
            )}
          </Paper>
          <PlanCanvas
            src={floor.map}
            desks={desks}
            pending={pending}
            addMode={addMode}
            onMove={move}
            onAdd={(p) => setPending((list) => [...list, p])}
            onSelect={setEditing}
          />
          <PlaceFormModal
            kind="desks"
            opened={!!editing}
            onClose={() => setEditing(null)}
            initial={
              editing
                ? {
                    name: editing.name,
                    label: editing.label,
                    is_closed: editing.is_closed,
                    pin_color: editing.pin_color,
                  }
                : undefined
            }
            onSubmit={(values) => {
              const latest = desks.find((d) => d.id === editing!.id) ?? editing!;
              return mutate.mutateAsync(() =>
                updatePlace('desks', latest.id, { ...placeBody('desks', values), version: latest.version }),
              );
            }}
          />
        </>
      )}
    </Stack>
  );
}
