import { useState } from 'react';

const KEY = 'flexapp.group_week.building';

/** The week view's building filter, remembered on this device like the finder's filter (decision 400); null: all. */
export function useRememberedBuilding(): [number | null, (id: number | null) => void] {
  const [id, setId] = useState<number | null>(() => {
    const saved = Number(localStorage.getItem(KEY));
    return Number.isInteger(saved) && saved > 0 ? saved : null;
  });
  const set = (next: number | null) => {
    setId(next);
    if (next === null) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, String(next));
  };
  return [id, set];
}
