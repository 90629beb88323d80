import { errorMessage, type Language, type TTwoFactorStatus } from '@flexapp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from './api-client';
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

/** The text of a failed two-factor request in the reader's language, by its stable code. */
export function twoFactorErrorText(err: unknown, language: string): string {
  const lang: Language = language.startsWith('nl') ? 'nl' : 'en';
  if (err instanceof ApiError) return errorMessage(err.status === 0 ? 'SERVICE_UNAVAILABLE' : err.code, lang);
  return errorMessage('INTERNAL_ERROR', lang);
}
