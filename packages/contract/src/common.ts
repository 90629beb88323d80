import { z } from 'zod';
import { isApiDate, TIME_RE } from './dates';

/** A calendar date as the API takes it: YYYY-MM-DD, a real date. */
export const ZApiDateSchema = z.string().refine(isApiDate, { message: 'invalid_date' });

/** HH:MM, 00:00–23:59. */
export const ZTimeSchema = z.string().regex(TIME_RE, 'invalid_time');

/** The largest id and integer the database stores (PostgreSQL integer). */
export const MAX_INT = 2_147_483_647;
/** A decimal integer written plainly: no sign but '-', no spaces, no hex, no exponent, no leading zeros. */
export const DECIMAL_INT_RE = /^-?(0|[1-9][0-9]{0,15})$/;

/**
 * A strict integer in [min, max]: a JSON number that is an integer, or (for paths and query strings) a string
 * of plain decimal digits. `true`, `"0x10"`, `" 1"`, `"1e3"`, `"1.0"` and `""` are refused (issue 12).
 * Every id and integer the API reads goes through this; never `z.coerce.number()`.
 */
export function zInt(min: number, max: number) {
  const range = z.number().int('not_an_integer').min(min).max(max);
  return z.union([range, z.string().regex(DECIMAL_INT_RE, 'not_an_integer').transform(Number).pipe(range)]);
}

/** A positive integer id from a path, query string or body. */
export const ZIdSchema = zInt(1, MAX_INT);
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
