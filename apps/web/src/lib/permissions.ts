import { STAFF_START_PATH, type TGrant, type TPermission } from '@flexapp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { userKeys } from './query-keys';

/** One's permissions through one's roles (decision 301); staff hold every one everywhere. */
export const grantsQuery = () =>
  queryOptions({
    queryKey: userKeys.grants(),
    queryFn: () => apiRequest<TGrant[]>('users/self/grants/'),
    staleTime: 60_000,
  });

/** The signed-in person's grants; undefined while unknown or when not signed in. */
export function useGrants(enabled: boolean): TGrant[] | undefined {
  const query = useQuery({ ...grantsQuery(), enabled });
  return query.data ?? (query.isError ? [] : undefined);
}

/** Whether grants hold a permission ('any': one of the dashboard's). */
export const holds = (grants: readonly TGrant[] | undefined, permission: TPermission | 'any'): boolean =>
  !!grants?.some((g) => permission === 'any' || g.permission === permission);

/** The buildings where grants give a permission: null for all, [] for none (decision 345). */
export function buildingsFor(grants: readonly TGrant[] | undefined, permission: TPermission): number[] | null {
  const held = (grants ?? []).filter((g) => g.permission === permission);
  if (held.some((g) => g.building_ids === null)) return null;
  return [...new Set(held.flatMap((g) => g.building_ids ?? []))].sort((a, b) => a - b);
}

/**
 * The dashboard's reports read the caller's buildings together (decision 402): a holder of `reports` in several
 * buildings but not all of them (a location admin). Their "all" is all of theirs, not the first building.
 */
export function combinedReportBuildings(isStaff: boolean, grants: TGrant[] | undefined): number[] | null {
  if (isStaff) return null;
  const reports = buildingsFor(grants, 'reports');
  return reports !== null && reports.length > 1 ? reports : null;
}

/**
 * Where the dashboard starts (decision 347): staff and the analyst on the reports of all buildings, a location
 * admin on those of their building, or of all their buildings together when they have several (decision 402),
 * reception on their screen.
 */
export function dashboardStart(isStaff: boolean, grants: TGrant[] | undefined): string {
  if (isStaff) return STAFF_START_PATH;
  const reports = buildingsFor(grants, 'reports');
  if (holds(grants, 'reports'))
    return reports === null || reports.length > 1 ? STAFF_START_PATH : `/dashboard/buildings/${reports[0]}/all/all`;
  return holds(grants, 'guests') ? '/dashboard/reception' : STAFF_START_PATH;
}
