import { z } from 'zod';
import { ZIdSchema } from './common';

/**
 * The events a webhook endpoint can subscribe to (issue 39, decision 256). A delivery's body is
 * `{ type, version, timestamp, data }` (Standard Webhooks); `data` carries ids and facts, never names or addresses.
 */
export const WEBHOOK_EVENT_TYPES = [
  'booking.created',
  'booking.cancelled',
  'booking.released',
  'booking.confirmed',
  'checkin.started',
  'checkin.ended',
  'guest.registered',
  'guest.arrived',
  'guest.signed_out',
  'desk.closed',
  'desk.opened',
  'user.provisioned',
  'user.deactivated',
] as const;
export type TWebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
export const isWebhookEventType = (value: string): value is TWebhookEventType =>
  (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);

/** The payload version every event carries; a change that breaks receivers raises it (decision 256). */
export const WEBHOOK_PAYLOAD_VERSION = 1;
export const WEBHOOK_URL_MAX = 2048;
export const WEBHOOK_DESCRIPTION_MAX = 500;
/** The visible start of a webhook signing secret (Standard Webhooks). */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

export const ZWebhookCreateSchema = z.object({
  url: z.string().trim().min(1).max(WEBHOOK_URL_MAX).describe('http(s) address of the receiver.'),
  /** Checked by the server against WEBHOOK_EVENT_TYPES: an unknown name is WEBHOOK_EVENT_UNKNOWN. */
  events: z
    .array(z.string().max(100))
    .min(1)
    .max(WEBHOOK_EVENT_TYPES.length)
    .describe(`Event types: ${WEBHOOK_EVENT_TYPES.join(', ')}.`),
  description: z.string().trim().max(WEBHOOK_DESCRIPTION_MAX).default(''),
});
export type TWebhookCreate = z.input<typeof ZWebhookCreateSchema>;

export const ZWebhookUpdateSchema = z
  .object({
    events: ZWebhookCreateSchema.shape.events,
    description: z.string().trim().max(WEBHOOK_DESCRIPTION_MAX),
    enabled: z.boolean(),
  })
  .partial()
  .strict();
export type TWebhookUpdate = z.infer<typeof ZWebhookUpdateSchema>;

export const ZWebhookSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  enabled: z.boolean(),
  /** Turned off by the server after a delivery failed for a day (decision 257), not by staff. */
  disabled_for_failures: z.boolean(),
  created_at: z.string(),
});
export type TWebhook = z.infer<typeof ZWebhookSchema>;
export const ZWebhookListSchema = z.array(ZWebhookSchema);
/** The answer to registering an endpoint: the only time its signing secret is shown. */
export const ZWebhookCreatedSchema = ZWebhookSchema.extend({ secret: z.string() });
export type TWebhookCreated = z.infer<typeof ZWebhookCreatedSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export const ZWebhookDeliverySchema = z.object({
  id: z.string(),
  /** The `webhook-id` header: the same on every attempt and on "send again". */
  event_id: z.string(),
  event_type: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  response_status: z.number().int().nullable(),
  duration_ms: z.number().int().nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
  last_attempt_at: z.string().nullable(),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDeliverySchema>;
export const ZWebhookDeliveryListSchema = z.array(ZWebhookDeliverySchema);
export const ZWebhookDeliveryParamsSchema = z.object({
  id: ZIdSchema,
  deliveryId: z.string().regex(/^\d{1,18}$/),
});

const id = z.number().int();
const ZBookingData = z.object({
  booking_id: id,
  /** null: booked at a room's display, in nobody's name. */
  user_id: id.nullable(),
  desk_id: id.nullable(),
  room_id: id.nullable(),
  building_id: id,
  date: z.string().describe('YYYY-MM-DD, local to the organisation.'),
  start: z.string(),
  end: z.string(),
});
const ZCheckinData = z.object({
  checkin_id: id,
  user_id: id.nullable(),
  desk_id: id.nullable(),
  room_id: id.nullable(),
  kind: z.string(),
});
/** A guest's visit: the check-in that holds their place (null: the public form, no place), the host, the place. */
const ZGuestData = z.object({
  checkin_id: id.nullable(),
  host_user_id: id.nullable(),
  desk_id: id.nullable(),
  room_id: id.nullable(),
});
const ZDeskData = z.object({ desk_id: id, room_id: id, floor_id: id, building_id: id });
const ZUserData = z.object({ user_id: id });

/** Each event's `data` (documented per event in the OpenAPI document's `webhooks` section). */
export const WEBHOOK_EVENT_DATA = {
  'booking.created': ZBookingData,
  'booking.cancelled': ZBookingData,
  'booking.released': ZBookingData,
  'booking.confirmed': ZBookingData,
  'checkin.started': ZCheckinData,
  'checkin.ended': ZCheckinData,
  'guest.registered': ZGuestData,
  'guest.arrived': ZGuestData,
  'guest.signed_out': ZGuestData,
  'desk.closed': ZDeskData,
  'desk.opened': ZDeskData,
  'user.provisioned': ZUserData,
  'user.deactivated': ZUserData,
} satisfies Record<TWebhookEventType, z.ZodType>;
export type TWebhookEventData<T extends TWebhookEventType> = z.infer<(typeof WEBHOOK_EVENT_DATA)[T]>;

/** The body of a delivery of event `type`. */
export const webhookPayloadSchema = (type: TWebhookEventType) =>
  z.object({
    type: z.literal(type),
    version: z.literal(WEBHOOK_PAYLOAD_VERSION),
    timestamp: z.string().describe('When the change happened (ISO 8601).'),
    data: WEBHOOK_EVENT_DATA[type],
  });
