import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The screen's filters as search parameters, changed one at a time (decision 444).
 * React Router renders a new address in a transition, later than the event that set it, and a second navigation
 * before that render replaces the first. Each change is therefore applied to the newest address this hook wrote,
 * never to an older render's, and rendered before the next event (flushSync), so two quick changes both stay.
 */
export function useAddressParams(): [URLSearchParams, (changes: Record<string, string | null>) => void] {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  latest.current = params;
  const change = useCallback(
    (changes: Record<string, string | null>) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      }
      if (next.toString() === latest.current.toString()) return;
      latest.current = next;
      setParams(next, { replace: true, flushSync: true });
    },
    [setParams],
  );
  return [params, change];
}
