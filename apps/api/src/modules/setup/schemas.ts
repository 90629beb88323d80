import { ZErrorResponseSchema } from '@flexapp/contract';

// Loose: some answers carry extra fields (count of HAS_FUTURE_BOOKINGS, preview of IMPORT_INVALID, overlaps of SLOT_OVERLAP).
const error = ZErrorResponseSchema.loose();

/** Error answers every setup route can give. */
export const setupErrors = { 400: error, 401: error, 403: error, 404: error, 409: error, 413: error };
export const tags = ['setup'];
