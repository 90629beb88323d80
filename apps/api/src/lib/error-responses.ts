import { ZErrorResponseSchema, type TErrorStatus } from '@flexapp/contract';

/**
 * The error answer's schema. Loose: some answers carry extra fields (count of HAS_FUTURE_BOOKINGS,
 * preview of IMPORT_INVALID, overlaps of SLOT_OVERLAP).
 */
const errorBody = ZErrorResponseSchema.loose();

/** The `response` entries of a route's documented error answers: `errorResponses(400, 401, 404)`. */
export function errorResponses<S extends TErrorStatus>(...statuses: S[]): Record<S, typeof errorBody> {
  return Object.fromEntries(statuses.map((s) => [s, errorBody])) as Record<S, typeof errorBody>;
}
