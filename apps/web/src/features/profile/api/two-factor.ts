import type { TRecoveryCodes, TTotpConfirm, TTotpDisable, TTotpEnrolment } from '@flexapp/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userKeys } from '@/lib/query-keys';
import { twoFactorStatusQuery } from '@/lib/two-factor';

export const useTwoFactorStatus = () => useQuery(twoFactorStatusQuery());

/** A new secret and its QR code (shown while enrolling only). */
export const useStartTotp = () =>
  useMutation({
    mutationFn: () => apiRequest<TTotpEnrolment>('users/self/two-factor/totp/', { method: 'POST', body: {} }),
  });

export function useConfirmTotp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TTotpConfirm) =>
      apiRequest<TRecoveryCodes>('users/self/two-factor/totp/confirm/', { method: 'POST', body }),
    // The staff role comes back with it (decision 240): every answer of the user is read again.
    onSuccess: () => client.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export function useDisableTotp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TTotpDisable) =>
      apiRequest<null>('users/self/two-factor/totp/disable/', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: userKeys.all }),
  });
}
