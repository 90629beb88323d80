import type { TPasskey, TPasskeyList, TPasskeyOptions } from '@flexapp/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { createPasskey } from '@/lib/passkeys';
import { userKeys } from '@/lib/query-keys';

/** One's passkeys (decision 307). */
export const passkeysQuery = () =>
  queryOptions({ queryKey: userKeys.passkeys(), queryFn: () => apiRequest<TPasskeyList>('users/self/passkeys/') });

export const usePasskeys = () => useQuery(passkeysQuery());

/** Asks the server for options, lets the browser make the passkey, and saves it under `name`. */
export function useAddPasskey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const options = await apiRequest<TPasskeyOptions>('users/self/passkeys/options/', { method: 'POST' });
      const response = await createPasskey(options);
      return apiRequest<TPasskey>('users/self/passkeys/', { method: 'POST', body: { name, response } });
    },
    // A passkey is a second factor (decision 350): the two-factor state and the staff role may change with it.
    onSettled: () => client.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export function useRemovePasskey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<null>(`users/self/passkeys/${id}/`, { method: 'DELETE' }),
    // A passkey is a second factor (decision 350): the two-factor state and the staff role may change with it.
    onSettled: () => client.invalidateQueries({ queryKey: userKeys.all }),
  });
}
