import { useCallback, useState } from 'react';

const KEY = 'flexapp.find_desk.expanded';

function read(): string[] {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v) => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** Which tree nodes are open, kept in sessionStorage so the tree looks the same after visiting a desk. */
export function useExpandedNodes() {
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set(read()));
  const toggle = useCallback((node: string) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(node)) next.delete(node);
      else next.add(node);
      try {
        sessionStorage.setItem(KEY, JSON.stringify([...next]));
      } catch {
        /* private mode: the tree simply forgets */
      }
      return next;
    });
  }, []);
  return { isOpen: (node: string) => expanded.has(node), toggle };
}
