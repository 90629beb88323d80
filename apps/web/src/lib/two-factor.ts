import type { TTwoFactorStatus } from '@flexapp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { userKeys } from './query-keys';

/** One's two-factor sign-in state (decision 240): the Settings card and the route guard read it. */
export const twoFactorStatusQuery = () =>
  queryOptions({
    queryKey: userKeys.twoFactor(),
    queryFn: () => apiRequest<TTwoFactorStatus>('users/self/two-factor/'),
  });

/** Staff who must set up two-factor sign-in first (setting require_two_factor_staff); false while unknown. */
export function useTwoFactorEnrolmentRequired(enabled: boolean): boolean {
  const status = useQuery({ ...twoFactorStatusQuery(), enabled });
  return enabled && status.data?.enrolment_required === true;
}
