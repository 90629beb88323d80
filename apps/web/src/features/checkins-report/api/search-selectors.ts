import {
  DASHBOARD_SEARCH_MIN_CHARS,
  DASHBOARD_TIMEOUT_MS,
  type TPlaceSelectorResponse,
  type TUserSelectorResponse,
} from '@flexapp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reportKeys } from '@/lib/query-keys';

export type SelectorKind = 'users' | 'desks' | 'meeting_rooms';
export interface SelectorOption {
  value: string;
  label: string;
}

/**
 * POST reports/users|desks|meeting_rooms/ with the typed text: the person / desk / meeting-room selectors. The desk
 * and room searches name the chosen buildings ([]: all one may see, decision 427).
 */
export async function searchSelector(
  kind: SelectorKind,
  search: string,
  signal?: AbortSignal,
  buildings: readonly number[] = [],
): Promise<SelectorOption[]> {
  const body = { search, limit: 20 };
  if (kind === 'users') {
    const res = await apiRequest<TUserSelectorResponse>('reports/users/', {
      method: 'POST',
      body,
      timeoutMs: DASHBOARD_TIMEOUT_MS,
      signal,
    });
    return res.data.map((u) => ({ value: String(u.id), label: u.name }));
  }
  const res = await apiRequest<TPlaceSelectorResponse>(`reports/${kind}/`, {
    method: 'POST',
    body: buildings.length > 0 ? { ...body, building_id: buildings } : body,
    timeoutMs: DASHBOARD_TIMEOUT_MS,
    signal,
  });
  return res.data.map((p) => ({
    value: String(p.id),
    label:
      kind === 'desks'
        ? `${p.name} (${p.room_name}, ${p.floor_name}, ${p.building_name})`
        : `${p.name} (${p.floor_name}, ${p.building_name})`,
  }));
}

export const selectorQueryOptions = (kind: SelectorKind, search: string, buildings: readonly number[] = []) =>
  queryOptions({
    queryKey: [...reportKeys.selector(kind, search), buildings],
    queryFn: ({ signal }) => searchSelector(kind, search, signal, buildings),
    enabled: search.trim().length >= DASHBOARD_SEARCH_MIN_CHARS,
    staleTime: 60_000,
  });

/** Failures of search are silently ignored (docs/product/reports.md): no results are shown. */
export const useSelectorSearch = (kind: SelectorKind, search: string, buildings?: readonly number[]) =>
  useQuery({ ...selectorQueryOptions(kind, search, buildings), retry: false });
