import type { TFollowedPeople } from '@flexapp/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** The people I follow (decision 360); following changes the who-is-in week too, so both roots refresh. */
export const followedPeopleKeys = { all: ['followed-people'] as const };
const WHO_IS_IN_ROOT = ['who-is-in'] as const;

export const followedPeopleQuery = () =>
  queryOptions({
    queryKey: followedPeopleKeys.all,
    queryFn: () => apiRequest<TFollowedPeople>('booking/favourite-people'),
    select: (data) => data.people,
  });

export const useFollowedPeople = () => useQuery(followedPeopleQuery());

/** Follows (on) or unfollows (off) a colleague; the followed list and the who-is-in weeks reload. */
export function useToggleFollow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, on }: { id: number; on: boolean }) =>
      apiRequest<void>(`booking/favourite-people/${id}`, { method: on ? 'PUT' : 'DELETE' }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: followedPeopleKeys.all }),
        client.invalidateQueries({ queryKey: WHO_IS_IN_ROOT }),
      ]),
  });
}
