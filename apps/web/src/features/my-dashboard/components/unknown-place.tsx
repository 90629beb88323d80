import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NotFoundState } from '@/components/not-found-state/not-found-state';
import { DASHBOARD_TIMEOUT_MS } from '@flexapp/contract';
import { useBuildings, useFloors, useRooms } from '@/lib/places';

/** The dashboard's route segments as typed: 'all', an id, or something else (never a place). */
export interface RouteSegments {
  id?: string;
  floor_id?: string;
  room_id?: string;
}

type Missing = { level: 'building' | 'floor' | 'room'; value: string; back: string } | null;

const isSegment = (v: string | undefined) => v === undefined || v === 'all' || /^\d+$/.test(v);

/**
 * Which part of the address names a place that does not exist, once the lists that can tell have loaded:
 * the nearest existing level is where "back" leads (decision 180).
 */
export function useMissingPlace(
  segments: RouteSegments,
  buildingIds: readonly number[],
  floorId?: number,
  roomId?: number,
): Missing {
  const reads = { timeoutMs: DASHBOARD_TIMEOUT_MS };
  const buildings = useBuildings(reads);
  const buildingId = buildingIds.length === 1 ? buildingIds[0] : undefined;
  const floors = useFloors(buildingId, reads);
  const rooms = useRooms(floorId, reads);
  const { id, floor_id, room_id } = segments;
  const all = '/dashboard/buildings/all/all/all';
  if (!isSegment(id) || (buildings.data && buildingIds.some((b) => !buildings.data.some((x) => x.id === b))))
    return {
      level: 'building',
      value: id === 'all' ? buildingIds.filter((b) => !buildings.data?.some((x) => x.id === b)).join(', ') : (id ?? ''),
      back: all,
    };
  const building = `/dashboard/buildings/${id ?? 'all'}/all/all`;
  if (!isSegment(floor_id) || (floors.data && floorId !== undefined && !floors.data.some((f) => f.id === floorId)))
    return { level: 'floor', value: floor_id ?? '', back: building };
  const floor = `/dashboard/buildings/${id ?? 'all'}/${floor_id ?? 'all'}/all`;
  if (!isSegment(room_id) || (rooms.data && roomId !== undefined && !rooms.data.some((r) => r.id === roomId)))
    return { level: 'room', value: room_id ?? '', back: floor };
  return null;
}

const TEXTS = {
  building: {
    title: 'my_dashboard.not_found.building_title',
    text: 'my_dashboard.not_found.building_text',
    back: 'my_dashboard.not_found.building_back',
  },
  floor: {
    title: 'my_dashboard.not_found.floor_title',
    text: 'my_dashboard.not_found.floor_text',
    back: 'my_dashboard.not_found.floor_back',
  },
  room: {
    title: 'my_dashboard.not_found.room_title',
    text: 'my_dashboard.not_found.room_text',
    back: 'my_dashboard.not_found.room_back',
  },
} as const;

/** The not-found state of the dashboard: what is missing, and a way to the nearest place that exists. */
export function UnknownPlace({ missing }: { missing: NonNullable<Missing> }) {
  const { t } = useTranslation();
  const keys = TEXTS[missing.level];
  return (
    <NotFoundState
      title={t(keys.title, { id: missing.value })}
      description={t(keys.text)}
      action={
        <Button component={Link} to={missing.back} variant="light">
          {t(keys.back)}
        </Button>
      }
    />
  );
}
