import { useState } from 'react';
import { useBuildings } from '@/lib/places';

/** A building remembered in this browser's localStorage under `key` (decisions 400, 424); null: all buildings. */
function useRememberedBuilding(key: string): [number | null, (id: number | null) => void] {
  const [id, setId] = useState<number | null>(() => {
    const saved = Number(localStorage.getItem(key));
    return Number.isInteger(saved) && saved > 0 ? saved : null;
  });
  const set = (next: number | null) => {
    setId(next);
    if (next === null) localStorage.removeItem(key);
    else localStorage.setItem(key, String(next));
  };
  return [id, set];
}

/**
 * A week view's building filter (decisions 400, 424): the buildings to choose from and the chosen one, remembered
 * on this device under `key`; a remembered building that no longer exists counts as all (null).
 */
export function useBuildingFilter(key: string) {
  const buildings = useBuildings();
  const [remembered, setBuilding] = useRememberedBuilding(key);
  const buildingId = buildings.data?.some((b) => b.id === remembered) ? remembered : null;
  const building = buildings.data?.find((b) => b.id === buildingId) ?? null;
  return { buildings, buildingId, building, setBuilding };
}
