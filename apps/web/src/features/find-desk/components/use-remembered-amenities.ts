import { useState } from 'react';

const KEY = 'flexapp.find_desk.amenities';

/** The amenity filter of Find desk, remembered on this device (the issue: "remembers the last filter"). */
export function useRememberedAmenities(): [number[], (ids: number[]) => void] {
  const [ids, setIds] = useState<number[]>(() => {
    try {
      const saved: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
      return Array.isArray(saved) ? saved.filter((n): n is number => Number.isInteger(n) && n > 0) : [];
    } catch {
      return [];
    }
  });
  const set = (next: number[]) => {
    setIds(next);
    localStorage.setItem(KEY, JSON.stringify(next));
  };
  return [ids, set];
}
