import {
  DASHBOARD_TIMEOUT_MS,
  type TWebhook,
  type TWebhookCreate,
  type TWebhookCreated,
  type TWebhookDelivery,
  type TWebhookUpdate,
} from '@flexapp/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The webhook screens' query keys, under one root: every change refreshes the list and the logs. */
export const webhookKeys = {
  all: ['webhooks'] as const,
  list: () => [...webhookKeys.all, 'list'] as const,
  deliveries: (id: number) => [...webhookKeys.all, 'deliveries', id] as const,
};

const opts = { timeoutMs: DASHBOARD_TIMEOUT_MS };
export const getWebhooks = () => apiRequest<TWebhook[]>('setup/webhooks', opts);
export const createWebhook = (body: TWebhookCreate) =>
  apiRequest<TWebhookCreated>('setup/webhooks', { ...opts, method: 'POST', body });
export const updateWebhook = ({ id, ...body }: TWebhookUpdate & { id: number }) =>
  apiRequest<TWebhook>(`setup/webhooks/${id}`, { ...opts, method: 'PATCH', body });
export const deleteWebhook = (id: number) => apiRequest<void>(`setup/webhooks/${id}`, { ...opts, method: 'DELETE' });
export const getDeliveries = (id: number) => apiRequest<TWebhookDelivery[]>(`setup/webhooks/${id}/deliveries`, opts);
export const sendAgain = ({ id, deliveryId }: { id: number; deliveryId: string }) =>
  apiRequest<void>(`setup/webhooks/${id}/deliveries/${deliveryId}/redeliver`, { ...opts, method: 'POST' });

export const webhooksQuery = () => queryOptions({ queryKey: webhookKeys.list(), queryFn: getWebhooks });
export const deliveriesQuery = (id: number) =>
  queryOptions({ queryKey: webhookKeys.deliveries(id), queryFn: () => getDeliveries(id) });

export const useWebhooks = () => useQuery(webhooksQuery());
/** The delivery log, read again every few seconds while it is open (deliveries run in the background). */
export const useDeliveries = (id: number) => useQuery({ ...deliveriesQuery(id), refetchInterval: 3000 });

export function useWebhookMutation<TArgs, TResult>(fn: (args: TArgs) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries({ queryKey: webhookKeys.all }) });
}
