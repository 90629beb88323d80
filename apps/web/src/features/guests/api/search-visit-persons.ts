import {
  DASHBOARD_TIMEOUT_MS,
  type TColleagueList,
  type TGuestFormVariant,
  type TPublicVisitPersonResponse,
  type TUserSelectorResponse,
} from '@flexapp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { guestKeys } from './keys';

export interface VisitPerson {
  id: number;
  name: string;
}

/** Who searches: staff, reception or a location admin on the dashboard form, or a visitor on the public one. */
export type VisitPersonSearch = TGuestFormVariant | 'colleagues';

/**
 * Staff search through POST reports/users/; reception and location admins through the colleague search every
 * employee has (decision 401); the public form through its own login-free lookup.
 */
export async function searchVisitPersons(variant: VisitPersonSearch, search: string): Promise<VisitPerson[]> {
  if (variant === 'colleagues') {
    const res = await apiRequest<TColleagueList>('users/', {
      query: { query: search },
      timeoutMs: DASHBOARD_TIMEOUT_MS,
    });
    return res.results.map((u) => ({ id: u.id, name: `${u.first_name} ${u.last_name}`.trim() }));
  }
  if (variant === 'private') {
    const res = await apiRequest<TUserSelectorResponse>('reports/users/', {
      method: 'POST',
      body: { search, limit: 20 },
      timeoutMs: DASHBOARD_TIMEOUT_MS,
    });
    return res.data.map((u) => ({ id: u.id, name: u.name }));
  }
  const res = await apiRequest<TPublicVisitPersonResponse>('public/visit_persons/', {
    query: { q: search },
    timeoutMs: DASHBOARD_TIMEOUT_MS,
  });
  return res.results;
}

export const visitPersonsQueryOptions = (variant: VisitPersonSearch, search: string) =>
  queryOptions({
    queryKey: guestKeys.visitPersons(variant, search),
    queryFn: () => searchVisitPersons(variant, search),
    enabled: search.length >= 2,
    staleTime: 30_000,
    retry: false,
  });

export const useVisitPersons = (variant: VisitPersonSearch, search: string) =>
  useQuery(visitPersonsQueryOptions(variant, search));
