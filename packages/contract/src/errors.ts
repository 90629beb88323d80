import { z } from 'zod';
import { ERROR_CODES } from './error-codes';

/** The body of every error answer (the codes and their messages: error-codes.ts). */
export const ZErrorResponseSchema = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string(),
  /** Field errors: field name -> list of messages (first one is shown beside the field). */
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** The request's id, as in its `x-request-id` header and the server's log line (decision 201). */
  request_id: z.string().optional(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponseSchema>;
