import { useCallback, useState } from 'react';
import { useSession } from '@/lib/session';

const KEY = 'flexapp.find_desk.expanded';

function read(key: string): string[] {
  try {
    const value = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(value) ? value.filter((v) => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Which tree nodes are open, kept per person on this device (decision 194): the tree looks the same after visiting
 * a desk, in a new tab and when the installed app is opened again, not only within one tab (sessionStorage).
 */
export function useExpandedNodes() {
  const { user } = useSession();
  const key = `${KEY}.${user?.id ?? 'anonymous'}`;
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set(read(key)));
  const toggle = useCallback(
    (node: string) => {
      setExpanded((current) => {
        const next = new Set(current);
        if (next.has(node)) next.delete(node);
        else next.add(node);
        try {
          localStorage.setItem(key, JSON.stringify([...next]));
        } catch {
          /* private mode: the tree simply forgets */
        }
        return next;
      });
    },
    [key],
  );
  return { isOpen: (node: string) => expanded.has(node), toggle };
}
