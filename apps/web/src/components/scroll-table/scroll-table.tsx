import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import classes from './scroll-table.module.css';

/**
 * A table that may be wider than its card (decision 174): it scrolls sideways, a shadow on the edge shows that more
 * columns lie that way, and the region takes keyboard focus (arrow keys scroll it) with a name for screen readers.
 */
export function ScrollTable({ label, children, minWidth }: { label: string; children: ReactNode; minWidth?: number }) {
  const box = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ left: false, right: false });
  const measure = useCallback(() => {
    const el = box.current;
    if (!el) return;
    const left = el.scrollLeft > 1;
    const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setEdges((e) => (e.left === left && e.right === right ? e : { left, right }));
  }, []);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [measure]);
  const scrollable = edges.left || edges.right;
  return (
    <div className={classes.frame} data-more-left={edges.left || undefined} data-more-right={edges.right || undefined}>
      <div
        ref={box}
        className={classes.scroller}
        onScroll={measure}
        // Only a region that scrolls is a tab stop (axe: scrollable-region-focusable).
        tabIndex={scrollable ? 0 : undefined}
        role={scrollable ? 'region' : undefined}
        aria-label={scrollable ? label : undefined}
        data-testid="scroll-table"
        data-scrollable={scrollable || undefined}
      >
        <div style={{ minWidth }}>{children}</div>
      </div>
    </div>
  );
}
