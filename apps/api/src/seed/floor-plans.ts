import type { RoomType } from '../db/schema';

/**
 * Floor plans for the seed: a layout (where every room, desk and meeting
 * table sits) and an SVG drawing of it. Desk and room positions are stored as
 * percentages with y measured from the bottom, as the spec wants; the drawing
 * is made from those same rounded percentages, so a pin placed at (x, y)
 * lands exactly on its desk: svgX = x% of the width, svgY = (100 - y)% of the height.
 */

export const PLAN_WIDTH = 1000;
export const PLAN_HEIGHT = 600;

export interface RoomSpec {
  name: string;
  type: RoomType;
  /** Desks in a workspace room; 0 for meeting rooms. */
  desks: number;
  /** Seats around a meeting table, or the desk count of a workspace. */
  capacity: number;
}

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A position in percent of the plan, y from the bottom (0-100, two decimals). */
export interface PlanPoint {
  x: number;
  y: number;
}

export interface PlacedDesk extends PlanPoint {
  /** In the row along the outside wall. */
  byWindow: boolean;
  /** Side the chair is on. */
  chair: 'above' | 'below';
}

export interface PlacedRoom {
  spec: RoomSpec;
  rect: Rect;
  side: 'top' | 'bottom';
  /** Where the room's pin goes: the centre of a workspace, the table of a meeting room. */
  position: PlanPoint;
  desks: PlacedDesk[];
  deskSize: { w: number; h: number };
  table?: Rect;
}

export interface FloorLayout {
  outline: Rect;
  corridor: Rect;
  rooms: PlacedRoom[];
}

const round2 = (v: number) => Math.round(v * 100) / 100;

/** SVG coordinates to stored percentages (y from the bottom). */
export function toPlanPoint(svgX: number, svgY: number): PlanPoint {
  return {
    x: Math.min(100, Math.max(0, round2((svgX / PLAN_WIDTH) * 100))),
    y: Math.min(100, Math.max(0, round2(100 - (svgY / PLAN_HEIGHT) * 100))),
  };
}

/** Stored percentages back to SVG coordinates. */
export function toSvgPoint(point: PlanPoint): { x: number; y: number } {
  return { x: (point.x / 100) * PLAN_WIDTH, y: ((100 - point.y) / 100) * PLAN_HEIGHT };
}

const OUTLINE: Rect = { x: 20, y: 20, w: 960, h: 560 };
const CORRIDOR: Rect = { x: 20, y: 272, w: 960, h: 56 };
const LABEL_SPACE = 42;
const PADDING = 16;

function weight(room: RoomSpec): number {
  return room.type === 'WORKSPACE' ? Math.max(room.desks, 4) : 4 + room.capacity * 0.6;
}

/** Places the rooms in two rows either side of a central corridor, widths by size. */
export function layoutFloor(rooms: RoomSpec[]): FloorLayout {
  const rows: { top: RoomSpec[]; bottom: RoomSpec[] } = { top: [], bottom: [] };
  let topWeight = 0;
  let bottomWeight = 0;
  for (const room of rooms) {
    if (topWeight <= bottomWeight) {
      rows.top.push(room);
      topWeight += weight(room);
    } else {
      rows.bottom.push(room);
      bottomWeight += weight(room);
    }
  }
  const placed: PlacedRoom[] = [];
  const rowRect = {
    top: { y: OUTLINE.y, h: CORRIDOR.y - OUTLINE.y },
    bottom: { y: CORRIDOR.y + CORRIDOR.h, h: OUTLINE.y + OUTLINE.h - (CORRIDOR.y + CORRIDOR.h) },
  };
  for (const side of ['top', 'bottom'] as const) {
    const row = rows[side];
    if (row.length === 0) continue;
    const widths = rowWidths(row, OUTLINE.w);
    let x = OUTLINE.x;
    row.forEach((spec, i) => {
      const w = i === row.length - 1 ? OUTLINE.x + OUTLINE.w - x : Math.round(widths[i]);
      const rect = { x, y: rowRect[side].y, w, h: rowRect[side].h };
      placed.push(spec.type === 'WORKSPACE' ? placeWorkspace(spec, rect, side) : placeMeetingRoom(spec, rect, side));
      x += w;
    });
  }
  // Keep the caller's order (the first room is the first one given).
  placed.sort((a, b) => rooms.indexOf(a.spec) - rooms.indexOf(b.spec));
  return { outline: OUTLINE, corridor: CORRIDOR, rooms: placed };
}

function rowWidths(row: RoomSpec[], total: number): number[] {
  const meetingWidth = (r: RoomSpec) => Math.min(240, Math.max(150, 110 + r.capacity * 9));
  const workspaces = row.filter((r) => r.type === 'WORKSPACE');
  if (workspaces.length === 0) {
    const sum = row.reduce((s, r) => s + meetingWidth(r), 0);
    return row.map((r) => (meetingWidth(r) / sum) * total);
  }
  const meetingTotal = row.filter((r) => r.type === 'MEETING').reduce((s, r) => s + meetingWidth(r), 0);
  const rest = total - meetingTotal;
  const desks = workspaces.reduce((s, r) => s + weight(r), 0);
  return row.map((r) => (r.type === 'MEETING' ? meetingWidth(r) : (weight(r) / desks) * rest));
}

function innerArea(rect: Rect): Rect {
  return { x: rect.x + PADDING, y: rect.y + LABEL_SPACE, w: rect.w - 2 * PADDING, h: rect.h - LABEL_SPACE - PADDING };
}

function placeWorkspace(spec: RoomSpec, rect: Rect, side: 'top' | 'bottom'): PlacedRoom {
  const inner = innerArea(rect);
  const n = Math.max(spec.desks, 0);
  // The grid whose cells best fit a desk of about 1.7 : 1 (desk plus chair).
  let best = { cols: 1, rows: Math.max(n, 1), score: -1 };
  for (let cols = 1; cols <= Math.max(n, 1); cols++) {
    const rowsNeeded = Math.max(1, Math.ceil(n / cols));
    const score = Math.min(inner.w / cols / 1.7, inner.h / rowsNeeded);
    if (score > best.score + 1e-9) best = { cols, rows: rowsNeeded, score };
  }
  const cellW = inner.w / best.cols;
  const cellH = inner.h / best.rows;
  const w = Math.min(cellW * 0.8, 46);
  const h = Math.min(cellH * 0.5, w * 0.6, 26);
  const desks: PlacedDesk[] = [];
  for (let i = 0; i < n; i++) {
    const r = Math.floor(i / best.cols);
    const c = i % best.cols;
    const paired = best.rows > 1 && !(best.rows % 2 === 1 && r === best.rows - 1);
    // Rows come in facing pairs: the upper one has its chair above, the lower one below.
    const upper = r % 2 === 0;
    const shift = paired ? (upper ? 0.15 : -0.15) * cellH : 0;
    const cx = inner.x + cellW * (c + 0.5);
    const cy = inner.y + cellH * (r + 0.5) + shift;
    const outsideRow = side === 'top' ? r === 0 : r === best.rows - 1;
    desks.push({ ...toPlanPoint(cx, cy), byWindow: outsideRow, chair: paired && upper ? 'above' : 'below' });
  }
  return {
    spec,
    rect,
    side,
    position: toPlanPoint(rect.x + rect.w / 2, rect.y + rect.h / 2),
    desks,
    deskSize: { w, h },
  };
}

function placeMeetingRoom(spec: RoomSpec, rect: Rect, side: 'top' | 'bottom'): PlacedRoom {
  const inner = innerArea(rect);
  const tw = Math.min(inner.w * 0.62, 40 + spec.capacity * 13);
  const th = Math.min(inner.h * 0.42, 64);
  const centre = toPlanPoint(inner.x + inner.w / 2, inner.y + inner.h / 2);
  const c = toSvgPoint(centre);
  return {
    spec,
    rect,
    side,
    position: centre,
    desks: [],
    deskSize: { w: 0, h: 0 },
    table: { x: c.x - tw / 2, y: c.y - th / 2, w: tw, h: th },
  };
}

const palette = {
  background: '#f1f3f5',
  floor: '#ffffff',
  corridor: '#e9ecef',
  workspace: '#f8f9fa',
  meeting: '#edf2f7',
  wall: '#495057',
  outerWall: '#343a40',
  window: '#a5d8ff',
  desk: '#ffffff',
  deskStroke: '#868e96',
  chair: '#ced4da',
  table: '#dee2e6',
  text: '#343a40',
  muted: '#868e96',
  door: '#adb5bd',
};

const esc = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const n1 = (v: number) => String(Math.round(v * 10) / 10);

/** The floor plan as an SVG document (no scripts, no external references). */
export function renderFloorPlanSvg(layout: FloorLayout, title: string): string {
  const out: string[] = [];
  const { outline, corridor } = layout;
  out.push(
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PLAN_WIDTH} ${PLAN_HEIGHT}" width="${PLAN_WIDTH}" height="${PLAN_HEIGHT}" font-family="'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif">`,
    `<title>${esc(title)}</title>`,
    `<rect width="${PLAN_WIDTH}" height="${PLAN_HEIGHT}" fill="${palette.background}"/>`,
    `<rect x="${outline.x}" y="${outline.y}" width="${outline.w}" height="${outline.h}" fill="${palette.floor}"/>`,
    `<rect x="${corridor.x}" y="${corridor.y}" width="${corridor.w}" height="${corridor.h}" fill="${palette.corridor}"/>`,
  );

  for (const room of layout.rooms) {
    const { rect } = room;
    const fill = room.spec.type === 'MEETING' ? palette.meeting : palette.workspace;
    out.push(`<g>`);
    out.push(
      `<rect x="${rect.x}" y="${rect.y}" width="${rect.w}" height="${rect.h}" fill="${fill}" stroke="${palette.wall}" stroke-width="3"/>`,
    );
    // Door in the corridor wall (right-hand end above the corridor, left-hand end below it), swinging out.
    const doorW = 30;
    const doorX = room.side === 'top' ? rect.x + rect.w - doorW - 18 : rect.x + (rect.x === outline.x ? 100 : 18);
    const wallY = room.side === 'top' ? rect.y + rect.h : rect.y;
    const swing = room.side === 'top' ? 1 : -1;
    out.push(
      `<line x1="${doorX}" y1="${wallY}" x2="${doorX + doorW}" y2="${wallY}" stroke="${palette.corridor}" stroke-width="5"/>`,
      `<path d="M${doorX} ${wallY} L${doorX} ${wallY + swing * doorW} A${doorW} ${doorW} 0 0 ${swing > 0 ? 0 : 1} ${doorX + doorW} ${wallY}" fill="none" stroke="${palette.door}" stroke-width="1.2"/>`,
    );
    const labelSize = room.spec.name.length * 7.6 > rect.w - 28 ? 12 : 14;
    out.push(
      `<text x="${rect.x + 14}" y="${rect.y + 22}" font-size="${labelSize}" font-weight="600" fill="${palette.text}">${esc(room.spec.name)}</text>`,
      `<text x="${rect.x + 14}" y="${rect.y + 36}" font-size="10.5" fill="${palette.muted}">${
        room.spec.type === 'MEETING' ? `Meeting room · ${room.spec.capacity} seats` : `${room.spec.desks} desks`
      }</text>`,
    );
    if (room.table) {
      out.push(...meetingFurniture(room));
    }
    const { w, h } = room.deskSize;
    const r = Math.max(2, Math.min(h * 0.35, 6));
    for (const desk of room.desks) {
      const c = toSvgPoint(desk);
      const chairY = desk.chair === 'above' ? c.y - h / 2 - r - 1 : c.y + h / 2 + r + 1;
      out.push(
        `<circle cx="${n1(c.x)}" cy="${n1(chairY)}" r="${n1(r)}" fill="${palette.chair}"/>`,
        `<rect x="${n1(c.x - w / 2)}" y="${n1(c.y - h / 2)}" width="${n1(w)}" height="${n1(h)}" rx="2" fill="${palette.desk}" stroke="${palette.deskStroke}" stroke-width="1.2"/>`,
      );
    }
    out.push(`</g>`);
  }

  // Outer walls with windows, and the entrance at the end of the corridor.
  out.push(
    `<rect x="${outline.x}" y="${outline.y}" width="${outline.w}" height="${outline.h}" fill="none" stroke="${palette.outerWall}" stroke-width="6"/>`,
  );
  for (let x = outline.x + 30; x + 40 < outline.x + outline.w - 20; x += 70) {
    out.push(
      `<line x1="${x}" y1="${outline.y}" x2="${x + 40}" y2="${outline.y}" stroke="${palette.window}" stroke-width="3"/>`,
      `<line x1="${x}" y1="${outline.y + outline.h}" x2="${x + 40}" y2="${outline.y + outline.h}" stroke="${palette.window}" stroke-width="3"/>`,
    );
  }
  out.push(
    `<line x1="${outline.x}" y1="${corridor.y + 10}" x2="${outline.x}" y2="${corridor.y + corridor.h - 10}" stroke="${palette.corridor}" stroke-width="8"/>`,
    `<text x="${outline.x + 12}" y="${corridor.y + corridor.h / 2 + 4}" font-size="11" fill="${palette.muted}">Entrance</text>`,
    `<text x="${PLAN_WIDTH / 2}" y="${corridor.y + corridor.h / 2 + 5}" font-size="13" fill="${palette.muted}" stroke="${palette.corridor}" stroke-width="6" paint-order="stroke" text-anchor="middle" letter-spacing="0.5">${esc(title)}</text>`,
    '</svg>',
  );
  return out.join('\n');
}

function meetingFurniture(room: PlacedRoom): string[] {
  const t = room.table!;
  const out: string[] = [];
  const seats = room.spec.capacity;
  const ends = seats > 8 ? 2 : 0;
  const top = Math.ceil((seats - ends) / 2);
  const bottom = seats - ends - top;
  const r = 6;
  const along = (count: number, y: number) => {
    for (let i = 0; i < count; i++) {
      const x = t.x + (t.w * (i + 0.5)) / count;
      out.push(`<circle cx="${n1(x)}" cy="${n1(y)}" r="${r}" fill="${palette.chair}"/>`);
    }
  };
  along(top, t.y - r - 3);
  along(bottom, t.y + t.h + r + 3);
  if (ends) {
    out.push(
      `<circle cx="${n1(t.x - r - 3)}" cy="${n1(t.y + t.h / 2)}" r="${r}" fill="${palette.chair}"/>`,
      `<circle cx="${n1(t.x + t.w + r + 3)}" cy="${n1(t.y + t.h / 2)}" r="${r}" fill="${palette.chair}"/>`,
    );
  }
  out.push(
    `<rect x="${n1(t.x)}" y="${n1(t.y)}" width="${n1(t.w)}" height="${n1(t.h)}" rx="14" fill="${palette.table}" stroke="${palette.deskStroke}" stroke-width="1.2"/>`,
  );
  return out;
}
