import { DASHBOARD_TIMEOUT_MS } from '@flexapp/contract';
import { Group, Select } from '@mantine/core';
import { IconBuilding, IconDoor, IconStairs } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useBuildings, useFloors, useRooms } from '@/lib/places';

export interface Place {
  buildingId?: number;
  floorId?: number;
  roomId?: number;
}

interface PlaceSwitcherProps extends Place {
  /** A location admin's buildings when there are several: offered alone, with "All my buildings" (decision 402). */
  mine?: number[] | null;
  onChange: (place: Place) => void;
}

const ALL = 'all';
const dashboardReads = { timeoutMs: DASHBOARD_TIMEOUT_MS };
const toId = (v: string | null) => (v && v !== ALL ? Number(v) : undefined);

/**
 * Building, floor and room of docs/product/dashboard.md. The route holds
 * the choice; picking a building clears floor and room, picking a floor clears the room.
 */
export function PlaceSwitcher({ buildingId, floorId, roomId, mine, onChange }: PlaceSwitcherProps) {
  const { t } = useTranslation();
  const buildings = useBuildings(dashboardReads);
  const floors = useFloors(buildingId, dashboardReads);
  const rooms = useRooms(floorId, dashboardReads);

  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <Select
        label={t('my_dashboard.switcher.building')}
        leftSection={<IconBuilding size={16} />}
        data={[
          ...(mine ? [{ value: ALL, label: t('my_dashboard.switcher.all_my_buildings') }] : []),
          ...(buildings.data ?? [])
            .filter((b) => !mine || mine.includes(b.id))
            .map((b) => ({ value: String(b.id), label: b.name })),
        ]}
        value={buildingId !== undefined ? String(buildingId) : mine ? ALL : null}
        onChange={(v) => v && onChange({ buildingId: toId(v) })}
        placeholder={buildings.isPending ? t('my_dashboard.loading') : t('my_dashboard.switcher.choose_building')}
        error={buildings.error ? t('my_dashboard.switcher.load_error') : undefined}
        allowDeselect={false}
        searchable
        w={220}
        data-testid="switch-building"
      />
      <Select
        label={t('my_dashboard.switcher.floor')}
        leftSection={<IconStairs size={16} />}
        data={[
          { value: ALL, label: t('my_dashboard.switcher.all_floors') },
          ...(floors.data ?? []).map((f) => ({ value: String(f.id), label: f.name })),
        ]}
        value={floorId !== undefined ? String(floorId) : ALL}
        onChange={(v) => onChange({ buildingId, floorId: toId(v) })}
        disabled={buildingId === undefined}
        error={floors.error ? t('my_dashboard.switcher.load_error') : undefined}
        allowDeselect={false}
        w={200}
        data-testid="switch-floor"
      />
      <Select
        label={t('my_dashboard.switcher.room')}
        leftSection={<IconDoor size={16} />}
        data={[
          { value: ALL, label: t('my_dashboard.switcher.all_rooms') },
          ...(rooms.data ?? []).map((r) => ({ value: String(r.id), label: r.name })),
        ]}
        value={roomId !== undefined ? String(roomId) : ALL}
        onChange={(v) => onChange({ buildingId, floorId, roomId: toId(v) })}
        disabled={floorId === undefined}
        error={rooms.error ? t('my_dashboard.switcher.load_error') : undefined}
        allowDeselect={false}
        searchable
        w={220}
        data-testid="switch-room"
      />
    </Group>
  );
}
