import { Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMap } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  createPlace,
  deletePlace,
  reorderPlaces,
  updatePlace,
  useSetupBuildings,
  useSetupDesks,
  useSetupFloors,
  useSetupMutation,
  useSetupRooms,
  type PlaceKind,
} from '../api/places';
import { useSession } from '@/lib/session';
import { apiErrorText } from '@/lib/api-error-text';
import { DeleteDialog } from '../components/delete-dialog';
import { DisplaysCard } from '../components/displays-card';
import { LobbyBoardsCard } from '../components/lobby-boards-card';
import { PlaceColumn, type PlaceItem } from '../components/place-column';
import { PlaceFormModal, placeBody, type PlaceValues } from '../components/place-form-modal';

type Row = { id: number; name: string; version: number } & Record<string, unknown>;

/**
 * Buildings → floors → rooms → desks: create, rename, reorder and delete at every level. A location admin picks
 * among their buildings and changes what lies inside them; buildings, displays and lobby boards are staff's
 * (decision 391).
 */
export default function StructurePage() {
  const { t, i18n } = useTranslation();
  const { isStaff } = useSession();
  const [params, setParams] = useSearchParams();
  const num = (k: string) => (params.get(k) ? Number(params.get(k)) : null);
  const buildingId = num('building');
  const floorId = num('floor');
  const roomId = num('room');
  const select = (next: Record<string, number | null>) => {
    const p = new URLSearchParams();
    for (const [k, v] of Object.entries({ building: buildingId, floor: floorId, room: roomId, ...next }))
      if (v) p.set(k, String(v));
    setParams(p, { replace: true });
  };

  const buildings = useSetupBuildings();
  const floors = useSetupFloors(buildingId);
  const rooms = useSetupRooms(floorId);
  const desks = useSetupDesks(roomId);
  const lists: Record<PlaceKind, Row[] | undefined> = {
    buildings: buildings.data as Row[] | undefined,
    floors: floors.data as Row[] | undefined,
    rooms: rooms.data as Row[] | undefined,
    desks: desks.data as Row[] | undefined,
  };
  const parentOf: Record<PlaceKind, number | null> = {
    buildings: null,
    floors: buildingId,
    rooms: floorId,
    desks: roomId,
  };

  const selectedRoom = rooms.data?.find((r) => r.id === roomId);
  const selectedBuilding = buildings.data?.find((b) => b.id === buildingId);
  const [form, setForm] = useState<{ kind: PlaceKind; row?: Row } | null>(null);
  const [removing, setRemoving] = useState<{ kind: PlaceKind; row: Row } | null>(null);
  const mutate = useSetupMutation(async (fn: () => Promise<unknown>) => fn());

  const save = (values: PlaceValues) => {
    const { kind, row } = form!;
    const body = placeBody(kind, values);
    return mutate.mutateAsync(() =>
      row ? updatePlace(kind, row.id, { ...body, version: row.version }) : createPlace(kind, parentOf[kind], body),
    );
  };
  const move = (kind: PlaceKind, id: number, dir: -1 | 1) => {
    const ids = (lists[kind] ?? []).map((r) => r.id);
    const i = ids.indexOf(id);
    [ids[i], ids[i + dir]] = [ids[i + dir], ids[i]];
    mutate.mutate(() => reorderPlaces(kind, parentOf[kind], ids), {
      onError: (err) => notifications.show({ color: 'red', message: apiErrorText(err, i18n.language) }),
    });
  };
  const remove = async (release: boolean) => {
    const { kind, row } = removing!;
    const result = (await mutate.mutateAsync(() => deletePlace(kind, row.id, release))) as {
      released_bookings: number;
    };
    if (kind === 'buildings' && row.id === buildingId) select({ building: null, floor: null, room: null });
    if (kind === 'floors' && row.id === floorId) select({ floor: null, room: null });
    if (kind === 'rooms' && row.id === roomId) select({ room: null });
    notifications.show({
      color: 'teal',
      message: t('setup.delete.done', { name: row.name, count: result.released_bookings }),
    });
  };

  const column = (
    kind: PlaceKind,
    items: PlaceItem[] | undefined,
    extra: Partial<Parameters<typeof PlaceColumn>[0]> = {},
  ) => (
    <PlaceColumn
      title={t(`setup.structure.${kind}`)}
      testId={`column-${kind}`}
      items={items}
      emptyText={t(`setup.structure.empty_${kind}`)}
      onAdd={() => setForm({ kind })}
      onEdit={(id) => setForm({ kind, row: lists[kind]!.find((r) => r.id === id) })}
      onDelete={(id) => setRemoving({ kind, row: lists[kind]!.find((r) => r.id === id)! })}
      onMove={(id, dir) => move(kind, id, dir)}
      {...extra}
    />
  );
  const initial = (row?: Row): (Partial<PlaceValues> & { name: string }) | undefined =>
    row && {
      name: row.name,
      booking_limit: (row.booking_limit as number | null) ?? '',
      closing_time: (row.closing_time as string | null) ?? '',
      type: row.type as PlaceValues['type'],
      capacity: (row.capacity as number | null) ?? '',
      label: row.label as string,
      is_closed: row.is_closed as boolean,
      pin_color: row.pin_color as string,
      equipment: (row.equipment as string[] | undefined) ?? [],
      opens_at: row.opens_at as string | undefined,
      closes_at: row.closes_at as string | undefined,
    };

  return (
    <Stack>
      <Text c="dimmed">{t('setup.structure.intro')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {column(
          'buildings',
          buildings.data?.map((b) => ({
            id: b.id,
            name: b.name,
            detail: [
              t('setup.structure.floor_count', { count: b.floor_count }),
              b.booking_limit !== null ? t('setup.structure.limit', { count: b.booking_limit }) : null,
              b.closing_time ? t('setup.structure.closes', { time: b.closing_time }) : null,
            ]
              .filter(Boolean)
              .join(' · '),
          })),
          {
            selectedId: buildingId,
            onSelect: (id) => select({ building: id, floor: null, room: null }),
            loading: buildings.isLoading,
            readOnly: !isStaff,
          },
        )}
        {buildingId ? (
          column(
            'floors',
            floors.data?.map((f) => ({
              id: f.id,
              name: f.name,
              detail: [
                t('setup.structure.room_count', { count: f.room_count }),
                f.booking_limit !== null ? t('setup.structure.limit', { count: f.booking_limit }) : null,
                f.map ? null : t('setup.structure.no_plan'),
              ]
                .filter(Boolean)
                .join(' · '),
            })),
            {
              selectedId: floorId,
              onSelect: (id) => select({ floor: id, room: null }),
              loading: floors.isLoading,
              extra: (item) => (
                <Button
                  component={Link}
                  to={`/dashboard/setup/floors/${item.id}/plan`}
                  size="compact-xs"
                  variant="light"
                  leftSection={<IconMap size={12} />}
                  aria-label={t('setup.structure.open_plan_named', { name: item.name })}
                >
                  {t('setup.structure.plan')}
                </Button>
              ),
            },
          )
        ) : (
          <Hint text={t('setup.structure.pick_building')} />
        )}
        {floorId ? (
          column(
            'rooms',
            rooms.data?.map((r) => ({
              id: r.id,
              name: r.name,
              badge: t(`setup.room_type.${r.type}`),
              detail: t('setup.structure.desk_count', { count: r.desk_count }),
            })),
            { selectedId: roomId, onSelect: (id) => select({ room: id }), loading: rooms.isLoading },
          )
        ) : (
          <Hint text={t('setup.structure.pick_floor')} />
        )}
        {roomId ? (
          column(
            'desks',
            desks.data?.map((d) => ({
              id: d.id,
              name: d.name,
              detail:
                [d.label !== d.name ? d.label : null, d.x === null ? t('setup.structure.not_placed') : null]
                  .filter(Boolean)
                  .join(' · ') || undefined,
              badge: d.is_closed ? t('setup.structure.closed') : undefined,
            })),
            { loading: desks.isLoading },
          )
        ) : (
          <Hint text={t('setup.structure.pick_room')} />
        )}
      </SimpleGrid>
      {isStaff && selectedRoom?.type === 'MEETING' && (
        <DisplaysCard roomId={selectedRoom.id} roomName={selectedRoom.name} />
      )}
      {isStaff && selectedBuilding && !floorId && (
        <LobbyBoardsCard buildingId={selectedBuilding.id} buildingName={selectedBuilding.name} />
      )}
      {form && (
        <PlaceFormModal
          kind={form.kind}
          opened
          onClose={() => setForm(null)}
          initial={initial(form.row)}
          onSubmit={save}
        />
      )}
      <DeleteDialog name={removing?.row.name ?? null} onClose={() => setRemoving(null)} onDelete={remove} />
    </Stack>
  );
}

function Hint({ text }: { text: string }) {
  return (
    <Stack justify="center" p="md">
      <Title order={5} c="dimmed" ta="center" fw={400}>
        {text}
      </Title>
    </Stack>
  );
}
