import type { TNeighbourhoodSave, TSetupDesk } from '@flexapp/contract';
import { Alert, Checkbox, Chip, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type CSSProperties, type PointerEvent as ReactPointerEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNeighbourhoodFloorPlan } from '../api/neighbourhoods';
import classes from './neighbourhood-plan.module.css';
import { toPercent } from './plan-coords';
import { addIds, desksInRect, type PlanPoint, replaceWithin, toggleId } from './plan-selection';

type Choice = { id: number; label: string };
type Places = Pick<TNeighbourhoodSave, 'desk_ids' | 'room_ids' | 'floor_ids'>;
/** A pointer moved less than this (px) between press and release is a click, not a rectangle. */
const DRAG_MIN_PX = 6;

/** The floor of the first chosen desk (its choice label starts with the floor's); none yet: staff choose one. */
function firstFloor(floors: Choice[], desks: Choice[], deskIds: number[]) {
  const desk = desks.find((d) => deskIds.includes(d.id));
  return (desk && floors.find((f) => desk.label.startsWith(`${f.label} · `)))?.id ?? null;
}

/**
 * Decision 392: a neighbourhood drawn on a floor's plan. A click on a desk adds it or takes it out, a drag
 * rectangle adds every desk inside it; the whole floor and its rooms are chosen beside the plan. It edits the same
 * lists as the form's multi-selects (the keyboard alternative), so both stay in step. Phones keep the lists only.
 */
export function NeighbourhoodPlan({
  value,
  colour,
  floors,
  desks,
  onChange,
}: {
  value: Places;
  colour: string;
  floors: Choice[];
  desks: Choice[];
  onChange: (patch: Partial<Places>) => void;
}) {
  const { t } = useTranslation();
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const [floorId, setFloorId] = useState<number | null>(() => firstFloor(floors, desks, value.desk_ids));
  const plan = useNeighbourhoodFloorPlan(wide ? floorId : null);
  if (!wide) {
    return (
      <Text size="sm" c="dimmed" data-testid="neighbourhood-plan-phone">
        {t('setup.neighbourhoods.plan.phone')}
      </Text>
    );
  }
  const rooms = plan.data?.rooms ?? [];
  const roomIds = rooms.map((r) => r.id);
  const wholeFloor = floorId !== null && value.floor_ids.includes(floorId);
  return (
    <Stack gap="xs" role="group" aria-label={t('setup.neighbourhoods.plan.title')} data-testid="neighbourhood-plan">
      <Text size="sm" fw={500}>
        {t('setup.neighbourhoods.plan.title')}
      </Text>
      <Group align="end" gap="sm" wrap="wrap">
        <Select
          label={t('setup.neighbourhoods.plan.floor')}
          data={floors.map((f) => ({ value: String(f.id), label: f.label }))}
          value={floorId === null ? null : String(floorId)}
          onChange={(v) => setFloorId(v === null ? null : Number(v))}
          placeholder={t('setup.neighbourhoods.plan.choose_floor')}
          allowDeselect={false}
          searchable
          w={280}
          comboboxProps={{ withinPortal: true }}
        />
        {floorId !== null && (
          <Checkbox
            label={t('setup.neighbourhoods.plan.whole_floor')}
            checked={wholeFloor}
            onChange={() => onChange({ floor_ids: toggleId(value.floor_ids, floorId) })}
            mb={8}
          />
        )}
      </Group>
      {rooms.length > 0 && (
        <div role="group" aria-label={t('setup.neighbourhoods.plan.rooms')}>
          <Text size="sm" mb={4}>
            {t('setup.neighbourhoods.plan.rooms')}
          </Text>
          <Chip.Group
            multiple
            value={value.room_ids.filter((id) => roomIds.includes(id)).map(String)}
            onChange={(v) => onChange({ room_ids: replaceWithin(value.room_ids, roomIds, v.map(Number)) })}
          >
            <Group gap={6}>
              {rooms.map((r) => (
                <Chip key={r.id} value={String(r.id)} size="xs">
                  {r.name}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </div>
      )}
      <Text size="sm" aria-live="polite" data-testid="neighbourhood-plan-count">
        {t('setup.neighbourhoods.plan.selected', { count: value.desk_ids.length })}
      </Text>
      {floorId === null ? null : plan.isPending ? (
        <Loader size="sm" role="status" aria-label={t('app.loading')} />
      ) : !plan.data?.floor.map ? (
        <Alert color="gray" variant="light">
          {t('setup.neighbourhoods.plan.no_plan')}
        </Alert>
      ) : (
        <>
          <Text size="xs" c="dimmed">
            {t('setup.neighbourhoods.plan.help')}
          </Text>
          <PlanDesks
            src={plan.data.floor.map}
            desks={plan.data.desks}
            colour={colour}
            value={value}
            wholeFloor={wholeFloor}
            onChange={onChange}
          />
        </>
      )}
    </Stack>
  );
}

function PlanDesks({
  src,
  desks,
  colour,
  value,
  wholeFloor,
  onChange,
}: {
  src: string;
  desks: TSetupDesk[];
  colour: string;
  value: Places;
  wholeFloor: boolean;
  onChange: (patch: Partial<Places>) => void;
}) {
  const { t } = useTranslation();
  const mapRef = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<{ from: PlanPoint; to: PlanPoint; px: [number, number] } | null>(null);
  const point = (e: ReactPointerEvent) => toPercent(mapRef.current!.getBoundingClientRect(), e.clientX, e.clientY);
  const down = (e: ReactPointerEvent) => {
    if (e.button !== 0) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    const at = point(e);
    setDrag({ from: at, to: at, px: [e.clientX, e.clientY] });
  };
  const move = (e: ReactPointerEvent) => drag && setDrag({ ...drag, to: point(e) });
  const up = (e: ReactPointerEvent) => {
    if (!drag) return;
    setDrag(null);
    if (Math.hypot(e.clientX - drag.px[0], e.clientY - drag.px[1]) < DRAG_MIN_PX) return;
    onChange({ desk_ids: addIds(value.desk_ids, desksInRect(desks, drag.from, point(e))) });
  };
  const placed = desks.filter((d) => d.x !== null && d.y !== null);
  const unplaced = desks.length - placed.length;
  return (
    <div>
      <div
        ref={mapRef}
        className={classes.map}
        style={{ '--hood-colour': colour } as CSSProperties}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={() => setDrag(null)}
        data-testid="neighbourhood-plan-map"
      >
        <img src={src} alt={t('setup.plan.image_alt')} className={classes.image} draggable={false} />
        {placed.map((d) => {
          const chosen = value.desk_ids.includes(d.id);
          const covered = !chosen && (wholeFloor || value.room_ids.includes(d.room_id));
          const state = chosen ? 'chosen' : covered ? 'covered' : 'free';
          return (
            <div key={d.id} className={classes.pinWrap} style={{ left: `${d.x}%`, bottom: `${d.y}%` }}>
              <button
                type="button"
                className={classes.pinTarget}
                aria-pressed={chosen}
                aria-label={t('setup.neighbourhoods.plan.desk', { name: d.name })}
                title={covered ? t('setup.neighbourhoods.plan.covered', { name: d.name }) : undefined}
                onPointerDown={(e) => e.stopPropagation()}
                onClick={() => onChange({ desk_ids: toggleId(value.desk_ids, d.id) })}
              >
                <span className={classes.mark} data-state={state} />
              </button>
              <span className={classes.pinLabel}>{d.name}</span>
            </div>
          );
        })}
        {drag && (
          <div
            className={classes.rect}
            style={{
              left: `${Math.min(drag.from.x, drag.to.x)}%`,
              bottom: `${Math.min(drag.from.y, drag.to.y)}%`,
              width: `${Math.abs(drag.to.x - drag.from.x)}%`,
              height: `${Math.abs(drag.to.y - drag.from.y)}%`,
            }}
          />
        )}
      </div>
      {unplaced > 0 && (
        <Text size="xs" c="dimmed">
          {t('setup.neighbourhoods.plan.unplaced', { count: unplaced })}
        </Text>
      )}
    </div>
  );
}
