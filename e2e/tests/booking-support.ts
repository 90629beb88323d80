import { isSlotSelectable, type TSlotFlag } from '@flexapp/contract';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { accounts } from './support';

type Who = keyof typeof accounts;

/** Signs in through the API (for setting up and cleaning up what a journey needs). */
export async function apiToken(request: APIRequestContext, who: Who): Promise<string> {
  const res = await request.post('/api/users/login/', { data: accounts[who] });
  expect(res.ok()).toBeTruthy();
  return `JWT ${(await res.json()).token}`;
}

export async function api<T = unknown>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<{ status: number; body: T }> {
  const res = await request.fetch(`/api/${path}`, { method, headers: { authorization: token }, data: data as object });
  const text = await res.text();
  return { status: res.status(), body: (text ? JSON.parse(text) : undefined) as T };
}

interface DeskRow {
  id: number;
  name: string;
  desk_label: string;
  is_closed: boolean;
  reserved: boolean;
  room: { id: number; name: string };
  floor: { id: number; name: string };
  building: { id: number; name: string };
}

/** A desk by its name (e.g. U2.05), looked up through the structure API. */
export async function findDesk(
  request: APIRequestContext,
  token: string,
  predicate: (d: DeskRow) => boolean,
): Promise<DeskRow> {
  const buildings = (await api<{ id: number }[]>(request, token, 'GET', 'buildings')).body;
  for (const b of buildings) {
    const floors = (await api<{ id: number }[]>(request, token, 'GET', `buildings/${b.id}/floors/`)).body;
    for (const f of floors) {
      const desks = (await api<DeskRow[]>(request, token, 'GET', `floors/${f.id}/desks`)).body;
      const hit = desks.find(predicate);
      if (hit) return hit;
    }
  }
  throw new Error('no such desk');
}

type Slot = { time: string; timetable: { id: number } } & Partial<Record<TSlotFlag, boolean>>;
export async function timetables(request: APIRequestContext, token: string, deskId: number) {
  return (
    await api<{ timetables: Record<string, Slot[]> }>(request, token, 'GET', `booking/desk/${deskId}/timetables/`)
  ).body.timetables;
}
/** A slot the booking page lets one select (the contract's rule, as the web app applies it). */
export const isFree = (s: Slot) => isSlotSelectable(s);

type OwnReservation = { id: number; desk: { id: number } | null; room: unknown };

/** Cancels the user's reservations that `which` picks (cleanup; a rerun starts clean). */
async function cancelOwn(request: APIRequestContext, token: string, which: (r: OwnReservation) => boolean) {
  const list = (
    await api<{ list: Record<string, OwnReservation[]> }>(request, token, 'GET', 'booking/reservations/me/')
  ).body.list;
  for (const r of Object.values(list).flat())
    if (which(r)) await api(request, token, 'DELETE', `booking/reservations/delete/${r.id}/`);
}

/** Cancels every reservation of the user on one desk. */
export const cancelAllOnDesk = (request: APIRequestContext, token: string, deskId: number) =>
  cancelOwn(request, token, (r) => r.desk?.id === deskId);

/** Cancels the user's meeting-room bookings. */
export const cancelOwnRoomBookings = (request: APIRequestContext, token: string) =>
  cancelOwn(request, token, (r) => Boolean(r.room));

export const displayDate = (apiDate: string) => apiDate.split('-').reverse().join('-');

/** Opens building → floor → room in the find-desk tree, like a person would. */
export async function openInTree(page: Page, desk: DeskRow) {
  await page.getByRole('button', { name: desk.building.name, exact: true }).click();
  await page.getByRole('button', { name: desk.floor.name, exact: true }).click();
  await page.getByRole('button', { name: desk.room.name, exact: true }).click();
  return page.getByTestId(`desk-leaf-${desk.id}`);
}
