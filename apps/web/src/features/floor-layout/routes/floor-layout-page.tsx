import { addDays, DEFAULT_BOOKABLE_DAYS, deskDisplayStatus, isApiDate, type TDesk } from '@flexapp/contract';
import { Alert, Button, Group, Loader, MultiSelect, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { orgApiDate } from '@/lib/org-time';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '@/lib/session';
import { DateSlider } from '@/components/date-slider';
import { DeskDialog } from '@/components/desk-dialog/desk-dialog';
import { FloorPlan } from '@/components/floor-plan/floor-plan';
import { deskStatusPinColor } from '@/lib/desk-status-color';
import { useNeighbourhoodMarks } from '@/lib/neighbourhoods-api';
import { useFloor, useFloorDesks, useFloorRooms } from '../api/get-floor';
import { Legend } from '../components/legend';
import { NeighbourhoodLegend } from '../components/neighbourhood-legend';

const NAME_KINDS = ['room', 'desk', 'person'] as const;
type NameKind = (typeof NAME_KINDS)[number];
const NAMES_KEY = 'flexapp.floor_layout.names';

/**
 * Spec "Floor layout". The selection travels in the URL: ?building=&floor=&desk=&date=
 * (the desk blinks); the Show names choice is remembered for the session.
 */
export default function FloorLayoutPage() {
  const { t } = useTranslation();
  const { config } = useSession();
  const [params, setParams] = useSearchParams();
  const floorId = Number(params.get('floor')) || null;
  const blinkingDesk = Number(params.get('desk')) || null;
  const today = orgApiDate(new Date());
  const days = config?.booking.bookable_days ?? DEFAULT_BOOKABLE_DAYS;
  const dates = useMemo(() => Array.from({ length: days }, (_, i) => addDays(today, i)), [today, days]);
  const asked = params.get('date');
  const date = asked && isApiDate(asked) && dates.includes(asked) ? asked : today;
  const [names, setNames] = useState<NameKind[]>(() => {
    try {
      return (JSON.parse(sessionStorage.getItem(NAMES_KEY) ?? '[]') as NameKind[]).filter((n) =>
        NAME_KINDS.includes(n),
      );
    } catch {
      return [];
    }
  });
  const [desk, setDesk] = useState<TDesk | null>(null);
  const floor = useFloor(floorId);
  const desks = useFloorDesks(floorId, date);
  const rooms = useFloorRooms(floorId, date);
  const marks = useNeighbourhoodMarks(date);

  if (!floorId) {
    return (
      <Stack p="md">
        <Title order={1} size="h2">
          {t('floor_layout.title')}
        </Title>
        <Alert variant="light">{t('floor_layout.no_floor')}</Alert>
        <Button component={Link} to="/app/find_desk" variant="light">
          {t('floor_layout.find_desk')}
        </Button>
      </Stack>
    );
  }

  const setDate = (next: string) => {
    const q = new URLSearchParams(params);
    q.set('date', next);
    setParams(q, { replace: true });
  };
  const chooseNames = (value: string[]) => {
    setNames(value as NameKind[]);
    try {
      sessionStorage.setItem(NAMES_KEY, JSON.stringify(value));
    } catch {
      /* ignore */
    }
  };

  const pins = (desks.data ?? [])
    .filter((d) => d.x !== null && d.y !== null)
    .map((d) => {
      const status = deskDisplayStatus(d);
      const mark = marks.desks.get(d.id);
      const labels: string[] = [];
      if (names.includes('desk')) labels.push(d.name);
      if (names.includes('person') && d.user) labels.push(`${d.user.first_name} ${d.user.last_name}`.trim());
      return {
        id: d.id,
        x: d.x!,
        y: d.y!,
        color: deskStatusPinColor[status],
        status,
        labels,
        blinking: d.id === blinkingDesk,
        ring: mark?.colour,
        title: [
          t('floor_layout.pin', { name: d.name, status: t(`desk_status.${status}`) }),
          ...(mark ? [t('neighbourhoods.in', { name: mark.name }), ...(mark.reason ? [mark.reason] : [])] : []),
        ].join('. '),
        onClick: () => setDesk(d),
      };
    });
  const roomLabels = names.includes('room')
    ? (rooms.data ?? [])
        .filter((r) => r.x !== null && r.y !== null)
        .map((r) => ({ id: r.id, x: r.x!, y: r.y!, text: r.name }))
    : [];

  return (
    <Stack p="md" gap="sm">
      <div>
        <Title order={1} size="h2">
          {floor.data ? floor.data.building.name : t('floor_layout.title')}
        </Title>
        {floor.data && (
          <Text fw={600} c="dimmed">
            {floor.data.name}
          </Text>
        )}
      </div>
      <MultiSelect
        label={t('floor_layout.show_names')}
        data={NAME_KINDS.map((k) => ({ value: k, label: t(`floor_layout.names.${k}`) }))}
        value={names}
        onChange={chooseNames}
        clearable
        comboboxProps={{ withinPortal: true }}
      />
      <DateSlider dates={dates} value={date} onChange={setDate} />
      {floor.isPending || (floor.data?.map && desks.isPending) ? (
        <Group justify="center" p="xl">
          <Loader />
        </Group>
      ) : floor.isError ? (
        <FloorPlan src={null} pins={[]} />
      ) : (
        <>
          <FloorPlan src={floor.data?.map} pins={pins} labels={roomLabels} zoomable />
          {floor.data?.map && <Legend />}
          {floor.data?.map && <NeighbourhoodLegend marks={marks.desks} deskIds={pins.map((p) => p.id)} />}
        </>
      )}
      <DeskDialog desk={desk} date={date} showMap={false} onClose={() => setDesk(null)} />
    </Stack>
  );
}
