import { DASHBOARD_TIMEOUT_MS } from '@flexapp/contract';
import { Group, Select } from '@mantine/core';
import { IconDoor, IconStairs } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BuildingChoice } from '@/components/building-choice/building-choice';
import { useBuildings, useFloors, useRooms } from '@/lib/places';

export interface Place {
  /** The chosen buildings; [] for all of a location admin's (decision 426). */
  buildingIds: number[];
  floorId?: number;
  roomId?: number;
}

interface PlaceSwitcherProps extends Place {
  /** The buildings one reads reports of, null for every building (staff, the analyst). */
  offered: number[] | null;
  /** Several of one's buildings: "All my buildings" is the first entry and the choice may be empty (decision 402). */
  withAll: boolean;
  onChange: (place: Place) => void;
}

const ALL = 'all';
const dashboardReads = { timeoutMs: DASHBOARD_TIMEOUT_MS };
const toId = (v: string | null) => (v && v !== ALL ? Number(v) : undefined);

/**
 * Building, floor and room of docs/product/dashboard.md. The route holds the choice; one, several or all of one's
 * buildings (decision 426), a floor and a room only within one building. Picking buildings clears floor and room,
 * picking a floor clears the room.
 */
export function PlaceSwitcher({ buildingIds, floorId, roomId, offered, withAll, onChange }: PlaceSwitcherProps) {
  const { t } = useTranslation();
  const buildings = useBuildings(dashboardReads);
  const single = buildingIds.length === 1 ? buildingIds[0] : undefined;
  const floors = useFloors(single, dashboardReads);
  const rooms = useRooms(floorId, dashboardReads);

  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <BuildingChoice
        label={t('my_dashboard.switcher.building')}
        buildings={(buildings.data ?? []).filter((b) => offered === null || offered.includes(b.id))}
        value={buildingIds}
        allLabel={withAll ? t('my_dashboard.switcher.all_my_buildings') : undefined}
        onChange={(ids) => onChange({ buildingIds: ids })}
        placeholder={buildings.isPending ? t('my_dashboard.loading') : t('my_dashboard.switcher.choose_building')}
        error={buildings.error ? t('my_dashboard.switcher.load_error') : undefined}
        width={220}
        testId="switch-building"
      />
      <Select
        label={t('my_dashboard.switcher.floor')}
        leftSection={<IconStairs size={16} />}
        data={[
          { value: ALL, label: t('my_dashboard.switcher.all_floors') },
          ...(floors.data ?? []).map((f) => ({ value: String(f.id), label: f.name })),
        ]}
        value={floorId !== undefined ? String(floorId) : ALL}
        onChange={(v) => onChange({ buildingIds, floorId: toId(v) })}
        disabled={single === undefined}
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
        onChange={(v) => onChange({ buildingIds, floorId, roomId: toId(v) })}
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
