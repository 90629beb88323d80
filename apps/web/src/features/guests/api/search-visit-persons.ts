import {
  DASHBOARD_TIMEOUT_MS,
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

/** Staff search through POST reports/users/; the public form through its own login-free lookup. */
export async function searchVisitPersons(variant: TGuestFormVariant, search: string): Promise<VisitPerson[]> {
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

export const visitPersonsQueryOptions = (variant: TGuestFormVariant, search: string) =>
  queryOptions({
    queryKey: guestKeys.visitPersons(variant, search),
    queryFn: () => searchVisitPersons(variant, search),
    enabled: search.length >= 2,
    staleTime: 30_000,
    retry: false,
  });

export const useVisitPersons = (variant: TGuestFormVariant, search: string) =>
  useQuery(visitPersonsQueryOptions(variant, search));
