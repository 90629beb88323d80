import { z } from 'zod';
import { isApiDate, TIME_RE } from './dates';

/** A calendar date as the API takes it: YYYY-MM-DD, a real date. */
export const ZApiDateSchema = z.string().refine(isApiDate, { message: 'invalid_date' });

/** HH:MM, 00:00–23:59. */
export const ZTimeSchema = z.string().regex(TIME_RE, 'invalid_time');

/** A positive integer id from a path or query string. */
export const ZIdSchema = z.coerce.number().int().positive().max(2_147_483_647);
export const ZIdParamsSchema = z.object({ id: ZIdSchema });

/**
 * A building/floor/room filter: a numeric id, or absent / "all" for no filter.
 * (The spec sends building_id only when numeric; "all" and "" are accepted as no filter.)
 */
export const ZOptionalIdFilterSchema = z.preprocess(
  (v) => (v === '' || v === 'all' || v === null ? undefined : v),
  ZIdSchema.optional(),
);

/** start_date/end_date query with end not before start. */
export const ZDateRangeQuerySchema = z
  .object({ start_date: ZApiDateSchema, end_date: ZApiDateSchema })
  .refine((q) => q.end_date >= q.start_date, { message: 'end_before_start', path: ['end_date'] });

export const ZNamedRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type TNamedRef = z.infer<typeof ZNamedRefSchema>;
