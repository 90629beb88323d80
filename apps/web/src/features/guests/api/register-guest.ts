import type { TGuestFormVariant, TGuestRegistrationRequest, TGuestRegistrationResponse } from '@flexapp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userKeys } from '@/lib/query-keys';

/** Dashboard: POST users/register_quest/ (docs/product/api.md). Public form: POST public/register_guest/. */
export const registerGuest = (variant: TGuestFormVariant, body: TGuestRegistrationRequest) =>
  apiRequest<TGuestRegistrationResponse>(variant === 'private' ? 'users/register_quest/' : 'public/register_guest/', {
    method: 'POST',
    body,
  });

export function useRegisterGuest(variant: TGuestFormVariant) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TGuestRegistrationRequest) => registerGuest(variant, body),
    // A guest check-in changes desk occupancy and the check-ins report.
    onSuccess: () => client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== userKeys.all[0] }),
  });
}
