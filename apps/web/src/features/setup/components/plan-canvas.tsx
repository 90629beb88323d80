import { PIN_SIZE_PX, type TSetupDesk } from '@flexapp/contract';
import { Text } from '@mantine/core';
import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './plan-canvas.module.css';
import { inside, toPercent } from './plan-coords';

export interface PendingPin {
  x: number;
  y: number;
}

/**
 * The floor plan with its desk pins. Pins are dragged to place them (also from
 * the tray of desks not placed yet); in add mode each click on the plan adds a
 * new pin.
 */
export function PlanCanvas({
  src,
  desks,
  pending,
  addMode,
  onMove,
  onAdd,
  onSelect,
}: {
  src: string;
  desks: TSetupDesk[];
  pending: PendingPin[];
  addMode: boolean;
  onMove: (desk: TSetupDesk, pos: { x: number; y: number }) => void;
  onAdd: (pos: PendingPin) => void;
  /** A pin clicked without moving it. */
  onSelect?: (desk: TSetupDesk) => void;
}) {
  const { t } = useTranslation();
  const mapRef = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<{
    id: number;
    clientX: number;
    clientY: number;
    startX: number;
    startY: number;
  } | null>(null);

  const start = (desk: TSetupDesk) => (e: ReactPointerEvent) => {
    e.preventDefault();
    e.stopPropagation();
    (e.target as Element).setPointerCapture?.(e.pointerId);
    setDrag({ id: desk.id, clientX: e.clientX, clientY: e.clientY, startX: e.clientX, startY: e.clientY });
  };
  const moveDrag = (e: ReactPointerEvent) => {
    if (drag) setDrag({ ...drag, clientX: e.clientX, clientY: e.clientY });
  };
  const end = (desk: TSetupDesk) => (e: ReactPointerEvent) => {
    if (!drag || drag.id !== desk.id) return;
    const rect = mapRef.current!.getBoundingClientRect();
    setDrag(null);
    const moved = Math.hypot(e.clientX - drag.startX, e.clientY - drag.startY) > 3;
    if (!moved) onSelect?.(desk);
    else if (inside(rect, e.clientX, e.clientY)) onMove(desk, toPercent(rect, e.clientX, e.clientY));
  };
  const clickMap = (e: React.MouseEvent) => {
    if (!addMode) return;
    onAdd(toPercent(mapRef.current!.getBoundingClientRect(), e.clientX, e.clientY));
  };

  const pin = (desk: TSetupDesk) => {
    const dragging = drag?.id === desk.id;
    const rect = mapRef.current?.getBoundingClientRect();
    const style =
      dragging && rect
        ? {
            left: `${((drag.clientX - rect.left) / rect.width) * 100}%`,
            bottom: `${((rect.bottom - drag.clientY) / rect.height) * 100}%`,
          }
        : { left: `${desk.x}%`, bottom: `${desk.y}%` };
    return (
      <div key={desk.id} className={classes.pinWrap} style={style}>
        {/* A 24 px target (WCAG 2.2 target size) around the 14 px mark, as on the app's floor plan. */}
        <button
          type="button"
          className={`${classes.pinTarget} ${dragging ? classes.dragging : ''}`}
          aria-label={t('setup.plan.pin', { name: desk.name })}
          data-testid={`pin-${desk.name}`}
          onPointerDown={start(desk)}
          onPointerMove={moveDrag}
          onPointerUp={end(desk)}
          onClick={(e) => e.stopPropagation()}
        >
          <span
            className={classes.pin}
            style={{ width: PIN_SIZE_PX, height: PIN_SIZE_PX, background: desk.is_closed ? '#868e96' : desk.pin_color }}
          />
        </button>
        <span className={classes.pinLabel}>{desk.name}</span>
      </div>
    );
  };

  const placed = desks.filter((d) => d.x !== null && d.y !== null);
  const unplaced = desks.filter((d) => d.x === null || d.y === null);
  const draggingUnplaced = unplaced.find((d) => d.id === drag?.id);
  return (
    <div>
      <div
        ref={mapRef}
        className={`${classes.map} ${addMode ? classes.adding : ''}`}
        onClick={clickMap}
        data-testid="plan-map"
      >
        <img src={src} alt={t('setup.plan.image_alt')} className={classes.image} draggable={false} />
        {placed.map(pin)}
        {draggingUnplaced && pin(draggingUnplaced)}
        {pending.map((p, i) => (
          <div key={`p${i}`} className={classes.pinWrap} style={{ left: `${p.x}%`, bottom: `${p.y}%` }}>
            <span
              className={`${classes.pin} ${classes.pending}`}
              style={{ width: PIN_SIZE_PX, height: PIN_SIZE_PX }}
              data-testid="pending-pin"
            />
          </div>
        ))}
      </div>
      {unplaced.length > 0 && (
        <div className={classes.tray} data-testid="unplaced-tray">
          <Text size="sm" c="dimmed">
            {t('setup.plan.unplaced')}
          </Text>
          {unplaced.map((desk) => (
            <div key={desk.id} className={classes.trayItem} style={drag?.id === desk.id ? { opacity: 0.3 } : undefined}>
              <button
                type="button"
                className={classes.pin}
                style={{ width: PIN_SIZE_PX, height: PIN_SIZE_PX, background: desk.pin_color }}
                aria-label={t('setup.plan.pin', { name: desk.name })}
                data-testid={`pin-${desk.name}`}
                onPointerDown={start(desk)}
                onPointerMove={moveDrag}
                onPointerUp={end(desk)}
                onClick={(e) => e.stopPropagation()}
              />
              <span>{desk.name}</span>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
