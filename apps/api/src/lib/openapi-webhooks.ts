import { WEBHOOK_EVENT_TYPES, webhookPayloadSchema } from '@flexapp/contract';
import { z } from 'zod';

type Json = Record<string, unknown>;

const header = (name: string, description: string) => ({
  name,
  in: 'header',
  required: true,
  description,
  schema: { type: 'string' },
});

/**
 * The webhook deliveries as OpenAPI 3.0 callbacks of registering an endpoint (decision 256): one a event type,
 * each with its versioned body and the Standard Webhooks headers.
 */
export function webhookCallbacks(): Json {
  return Object.fromEntries(
    WEBHOOK_EVENT_TYPES.map((type) => {
      const schema = z.toJSONSchema(webhookPayloadSchema(type), { target: 'openapi-3.0' }) as Json;
      delete schema.$schema;
      const name = type.replace(/[._](\w)/g, (_, c: string) => c.toUpperCase());
      return [
        type,
        {
          '{$request.body#/url}': {
            post: {
              operationId: `webhook${name.charAt(0).toUpperCase()}${name.slice(1)}`,
              summary: `Delivery of ${type}`,
              description: `flexapp POSTs this to the endpoint when ${type} happens (at least once; retried with the same webhook-id for up to a day).`,
              security: [],
              parameters: [
                header('webhook-id', 'The event id (msg_…): the same on every retry; receivers deduplicate on it.'),
                header('webhook-timestamp', 'Seconds since 1970 when this attempt was signed.'),
                header('webhook-signature', 'v1,<base64 HMAC-SHA256> as the Standard Webhooks specification says.'),
              ],
              requestBody: { required: true, content: { 'application/json': { schema } } },
              responses: {
                '200': {
                  description: 'Received. Any 2xx answer counts; anything else, or no answer in time, is retried.',
                },
                '4XX': {
                  description: 'Refused by the receiver: retried with backoff as any failure is (redirects too).',
                },
              },
            },
          },
        },
      ];
    }),
  );
}
