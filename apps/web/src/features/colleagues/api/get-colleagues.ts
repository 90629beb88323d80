import type { TColleagueFilter, TColleagueList } from '@flexapp/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest, buildUrl } from '@/lib/api-client';
import { relativeApiPath } from '@/lib/page-link';
import { colleagueKeys } from './keys';

export interface ColleagueSearchParams {
  query: string;
  include: TColleagueFilter[];
}

/** The first page; later pages follow the server's `next` link (docs/product/api.md). */
export const firstColleaguesPage = ({ query, include }: ColleagueSearchParams) =>
  buildUrl('users/', { query: query.trim() || undefined, include: include.length ? include.join(',') : undefined });

export const getColleagues = (url: string) => apiRequest<TColleagueList>(url);

export const colleaguesQueryOptions = (params: ColleagueSearchParams) =>
  infiniteQueryOptions({
    queryKey: colleagueKeys.list(params.query.trim(), [...params.include].sort()),
    queryFn: ({ pageParam, signal }) => apiRequest<TColleagueList>(pageParam, { signal }),
    initialPageParam: firstColleaguesPage(params),
    getNextPageParam: (last) => (last.next ? relativeApiPath(last.next) : undefined),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const useColleagues = (params: ColleagueSearchParams) => useInfiniteQuery(colleaguesQueryOptions(params));
