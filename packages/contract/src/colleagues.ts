import { z } from 'zod';
import { ZUserSchema } from './auth';
import { zInt } from './common';
import { COLLEAGUE_FILTERS, type TColleagueFilter } from './colleague-status';

/** Colleagues per page of GET /api/users/ (the client follows `next`). */
export const COLLEAGUES_PAGE_SIZE = 30;
/** Longest search text accepted. */
export const COLLEAGUE_QUERY_MAX = 100;

const ZIncludeSchema = z
  .string()
  .max(200)
  .transform((value) =>
    value
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean),
  )
  .refine((list) => list.every((v) => (COLLEAGUE_FILTERS as readonly string[]).includes(v)), {
    message: 'colleagues.invalid_filter',
  })
  .transform((list) => [...new Set(list)] as TColleagueFilter[]);

export const ZColleagueListQuerySchema = z.object({
  query: z.string().trim().max(COLLEAGUE_QUERY_MAX).optional(),
  is_bhv: z.enum(['true', 'false']).optional(),
  include: ZIncludeSchema.optional(),
  page: zInt(1, 100_000).optional(),
});
export type TColleagueListQuery = z.input<typeof ZColleagueListQuerySchema>;

/** A paginated list as the spec's user list response: count, filtered_count, next, previous, results. */
export const ZColleagueListSchema = z.object({
  /** Every colleague that can be found. */
  count: z.number().int(),
  /** Colleagues matching the search and filters. */
  filtered_count: z.number().int(),
  /** Absolute URL of the next page, or null on the last. */
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(ZUserSchema),
});
export type TColleagueList = z.infer<typeof ZColleagueListSchema>;
