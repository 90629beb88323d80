import { errorResponses } from '../../lib/error-responses';

/** Error answers every setup route can give. */
export const setupErrors = errorResponses(400, 401, 403, 404, 409, 413);
export const tags = ['setup'];
