import { PIN_SIZE_PX } from '@flexapp/contract';
import { ActionIcon, Alert, Box, Group } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconMapOff, IconZoomIn, IconZoomOut, IconZoomReset } from '@tabler/icons-react';
import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ReactZoomPanPinchRef, TransformComponent, TransformWrapper } from 'react-zoom-pan-pinch';
import classes from './floor-plan.module.css';
import { pinBox, pinRooms, spacedScale } from './pin-spacing';

export interface FloorPlanPin {
  id: number;
  /** Percent from the left. */
  x: number;
  /** Percent from the bottom. */
  y: number;
  color: string;
  /** FREE pins are round, BUSY ones square, CLOSED ones striped: status is never told by colour alone. */
  status?: 'FREE' | 'BUSY' | 'CLOSED';
  title: string;
  labels?: string[];
  blinking?: boolean;
  /** A neighbourhood's colour (decision 310), drawn as a ring around the pin. */
  ring?: string;
  onClick?: () => void;
}

/** A pin's mark for legends: the same colour and shape as on the plan. */
export function PinMark({ status, color }: { status: 'FREE' | 'BUSY' | 'CLOSED'; color: string }) {
  return (
    <span
      className={classes.mark}
      data-status={status}
      style={{ width: PIN_SIZE_PX, height: PIN_SIZE_PX, backgroundColor: color }}
      aria-hidden
    />
  );
}

export interface FloorPlanLabel {
  id: number;
  x: number;
  y: number;
  text: string;
}

/**
 * A floor plan image with pins at percentage coordinates (x from the left, y from
 * the bottom). Without a plan, or when it fails to load: "Sorry, there is no floor plan".
 */
export function FloorPlan({
  src,
  pins,
  labels = [],
  height,
  onOpen,
  zoomable = false,
}: {
  src: string | null | undefined;
  pins: FloorPlanPin[];
  labels?: FloorPlanLabel[];
  /** Fixed height (the dialog preview); otherwise the plan takes the full width. */
  height?: number;
  onOpen?: () => void;
  /** Pinch, wheel and buttons zoom and pan the plan (the floor layout screen; decision 179). */
  zoomable?: boolean;
}) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const [ratio, setRatio] = useState<number | null>(null);
  const [scale, setScale] = useState(1);
  const [drawnWidth, setDrawnWidth] = useState(0);
  const planRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = planRef.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setDrawnWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  });
  useEffect(() => {
    setFailed(false);
    setRatio(null);
  }, [src]);
  if (!src || failed) {
    return (
      <Alert color="gray" variant="light" icon={<IconMapOff size={18} />} data-testid="no-floor-plan">
        {t('floor_layout.no_plan')}
      </Alert>
    );
  }
  // Pins closer than 24 px: the zoomable plan opens at the zoom that spaces them (decision 195).
  const rooms = zoomable && ratio && drawnWidth ? pinRooms(pins, drawnWidth, drawnWidth / ratio) : null;
  const startScale = rooms ? spacedScale(rooms, MAX_SCALE) : null;
  const pinStyle = (pin: FloorPlanPin, index: number): CSSProperties =>
    ({
      left: `${pin.x}%`,
      bottom: `${pin.y}%`,
      '--pin-size': `${PIN_SIZE_PX}px`,
      '--pin-color': pin.color,
      ...(pin.ring ? { boxShadow: `0 0 0 2px #fff, 0 0 0 5px ${pin.ring}` } : {}),
      ...(rooms ? { '--pin-box': `${pinBox(rooms[index]!, scale)}px` } : {}),
    }) as CSSProperties;
  // Names appear once the plan is drawn wide enough for them not to collide (a desktop at once, a phone on zoom).
  const namesFit = drawnWidth * scale >= NAMES_MIN_WIDTH_PX;
  const plan = (
    <div
      ref={planRef}
      className={classes.plan}
      data-scale={scale}
      data-names={namesFit || undefined}
      // In a fixed height the plan keeps its proportions and fits both ways, so the pins stay on their spots.
      style={height && ratio ? { width: `min(100%, ${height * ratio}px)`, aspectRatio: String(ratio) } : undefined}
    >
      <img
        src={src}
        alt=""
        className={classes.image}
        onError={() => setFailed(true)}
        onLoad={(e) => setRatio(e.currentTarget.naturalWidth / (e.currentTarget.naturalHeight || 1) || 1)}
        draggable={false}
      />
      {labels.map((l) => (
        <span key={`l${l.id}`} className={classes.roomLabel} style={{ left: `${l.x}%`, bottom: `${l.y}%` }}>
          {l.text}
        </span>
      ))}
      {pins.map((pin, index) => (
        <button
          key={pin.id}
          type="button"
          className={classes.pin}
          data-blinking={pin.blinking || undefined}
          data-status={pin.status}
          data-testid={`pin-${pin.id}`}
          style={pinStyle(pin, index)}
          title={pin.title}
          aria-label={pin.title}
          tabIndex={pin.onClick ? 0 : -1}
          onClick={
            pin.onClick
              ? (e) => {
                  e.stopPropagation();
                  pin.onClick!();
                }
              : undefined
          }
        >
          {pin.labels && pin.labels.length > 0 && namesFit && (
            <span className={classes.pinLabel}>{pin.labels.join(' · ')}</span>
          )}
        </button>
      ))}
    </div>
  );
  return (
    <Box
      className={classes.frame}
      style={height ? { height, alignItems: 'center' } : undefined}
      onClick={onOpen}
      data-clickable={onOpen ? true : undefined}
    >
      {zoomable ? (
        <Zoomable
          onScale={setScale}
          startScale={startScale}
          startKey={src}
          focus={pins.find((p) => p.blinking)?.id ?? null}
        >
          {plan}
        </Zoomable>
      ) : (
        plan
      )}
    </Box>
  );
}

/** Below this drawn width, desk names on pins collide: they appear once zoom makes the plan this wide. */
const NAMES_MIN_WIDTH_PX = 600;

const MAX_SCALE = 4;

/**
 * Pinch, wheel (with Ctrl), double-tap and three buttons zoom the plan; dragging pans it (react-zoom-pan-pinch).
 * Each plan opens at `startScale` (once it is known), around the blinking pin if there is one.
 */
function Zoomable({
  children,
  onScale,
  startScale,
  startKey,
  focus,
}: {
  children: ReactNode;
  onScale: (scale: number) => void;
  startScale: number | null;
  startKey: string;
  focus: number | null;
}) {
  const { t } = useTranslation();
  const zoom = useRef<ReactZoomPanPinchRef>(null);
  // Zooming jumps instead of gliding for people who ask for less motion (decision 413).
  const glide = useReducedMotion(undefined, { getInitialValueInEffect: false }) ? 0 : undefined;
  const started = useRef<string | null>(null);
  // A plan the person has already zoomed, reset or moved keeps their view: the start zoom, which waits for the
  // image, never undoes it (decision 443).
  const touched = useRef<string | null>(null);
  const touch = () => {
    touched.current = startKey;
  };
  useEffect(() => {
    if (!startScale || !zoom.current || started.current === startKey) return;
    started.current = startKey;
    if (startScale <= 1 || touched.current === startKey) return;
    const pin = focus === null ? null : document.querySelector<HTMLElement>(`[data-testid="pin-${focus}"]`);
    if (pin) zoom.current.zoomToElement(pin, startScale, 0);
    else zoom.current.centerView(startScale, 0);
  }, [startScale, startKey, focus]);
  return (
    <TransformWrapper
      ref={zoom}
      minScale={1}
      maxScale={MAX_SCALE}
      wheel={{ activationKeys: ['Control', 'Meta'] }}
      doubleClick={glide === 0 ? { step: 0.7, animationTime: 0 } : { step: 0.7 }}
      onTransform={(_ref, state) => onScale(state.scale)}
      onPanningStart={touch}
      onPinchStart={touch}
      onWheelStart={touch}
    >
      {({ zoomIn, zoomOut, resetTransform }) => (
        <div className={classes.zoomFrame}>
          <Group gap={4} className={classes.zoomControls}>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('floor_layout.zoom_in')}
              onClick={() => {
                touch();
                zoomIn(1, glide);
              }}
            >
              <IconZoomIn size={18} />
            </ActionIcon>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('floor_layout.zoom_out')}
              onClick={() => {
                touch();
                zoomOut(1, glide);
              }}
            >
              <IconZoomOut size={18} />
            </ActionIcon>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('floor_layout.zoom_reset')}
              onClick={() => {
                touch();
                resetTransform(glide);
              }}
            >
              <IconZoomReset size={18} />
            </ActionIcon>
          </Group>
          <TransformComponent wrapperStyle={{ width: '100%' }} contentStyle={{ width: '100%' }}>
            {children}
          </TransformComponent>
        </div>
      )}
    </TransformWrapper>
  );
}
