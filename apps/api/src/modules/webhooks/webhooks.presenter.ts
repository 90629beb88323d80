import type { TWebhook, TWebhookDelivery, TWebhookEventType } from '@flexapp/contract';
import type { DeliveryRow, EndpointRow } from './webhooks.repository';

export const presentEndpoint = (row: EndpointRow): TWebhook => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events as TWebhookEventType[],
  enabled: row.enabled,
  disabled_for_failures: row.disabled_for_failures,
  created_at: row.created_at.toISOString(),
});

export const presentDelivery = (row: DeliveryRow): TWebhookDelivery => ({
  id: String(row.id),
  event_id: row.event_id,
  event_type: row.event_type,
  status: row.status,
  attempts: row.attempts,
  response_status: row.response_status,
  duration_ms: row.duration_ms,
  error: row.error,
  created_at: row.created_at.toISOString(),
  last_attempt_at: row.last_attempt_at?.toISOString() ?? null,
});
