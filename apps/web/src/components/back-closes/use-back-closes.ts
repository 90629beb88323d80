import { useEffect, useRef } from 'react';

/** The history entry that the last closing popup takes off again, until the browser has done so. */
let settling: Promise<void> | null = null;

function popOwnEntry(): Promise<void> {
  const popped = new Promise<void>((resolve) => {
    const done = () => {
      window.removeEventListener('popstate', done);
      resolve();
    };
    window.addEventListener('popstate', done);
    window.history.back();
  });
  const current: Promise<void> = popped.then(() => {
    if (settling === current) settling = null;
  });
  settling = current;
  return current;
}

const MARK = 'flexappPopup';

/**
 * Back closes an open dialog or dropdown instead of leaving the screen (decision 194). While `opened`, the popup
 * has a history entry of its own (the same address); Back takes that entry off and calls `close`. A popup closed
 * otherwise takes its entry off itself. `afterClose(fn)` runs what the popup's choice leads to (a new filter in
 * the address, another screen) once its entry is gone, so the change lands on the screen's own entry.
 */
export function useBackCloses(opened: boolean, close: () => void) {
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });
  const entry = useRef<{ pushed: boolean; pending: (() => void)[] } | null>(null);

  useEffect(() => {
    if (!opened) return;
    const mine = { pushed: false, pending: [] as (() => void)[] };
    entry.current = mine;
    let cancelled = false;
    const runPending = () => {
      const todo = mine.pending.splice(0);
      for (const fn of todo) fn();
    };
    const onPop = () => {
      window.removeEventListener('popstate', onPop);
      mine.pushed = false;
      closeRef.current();
      runPending();
    };
    const push = () => {
      if (cancelled) return;
      window.history.pushState({ ...(window.history.state as object | null), [MARK]: true }, '');
      mine.pushed = true;
      window.addEventListener('popstate', onPop);
    };
    if (settling) void settling.then(push);
    else push();
    return () => {
      cancelled = true;
      window.removeEventListener('popstate', onPop);
      if (entry.current === mine) entry.current = null;
      const state = window.history.state as Record<string, unknown> | null;
      // Only the popup's own entry is taken off: after a move to another screen it stays where it is.
      if (mine.pushed && state?.[MARK]) void popOwnEntry().then(runPending);
      else runPending();
    };
  }, [opened]);

  return {
    afterClose: (fn: () => void) => {
      const current = entry.current;
      if (current?.pushed) current.pending.push(fn);
      else if (settling) void settling.then(fn);
      else fn();
    },
  };
}
