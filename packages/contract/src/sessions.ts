import { z } from 'zod';

/** One of one's own signed-in sessions (issue 36, decision 305): the browser it came from, never its token. */
export const ZOwnSessionSchema = z.object({
  id: z.uuid(),
  /** Browser name and major version from the user agent, e.g. "Chrome 131"; null when the browser sent none. */
  browser: z.string().nullable(),
  /** Operating system from the user agent, e.g. "Android 14" or "macOS"; null when unknown. */
  os: z.string().nullable(),
  device: z.enum(['desktop', 'mobile', 'tablet', 'unknown']),
  created_at: z.iso.datetime({ offset: true }),
  last_seen_at: z.iso.datetime({ offset: true }),
  /** The session that asks. */
  current: z.boolean(),
});
export type TOwnSession = z.infer<typeof ZOwnSessionSchema>;

export const ZOwnSessionsSchema = z.object({ sessions: z.array(ZOwnSessionSchema) });
export type TOwnSessions = z.infer<typeof ZOwnSessionsSchema>;

export const ZSessionIdParamsSchema = z.object({ id: z.uuid() });

/** "Sign out everywhere else": how many other sessions ended. */
export const ZSignedOutOthersSchema = z.object({ signed_out: z.number().int() });
export type TSignedOutOthers = z.infer<typeof ZSignedOutOthersSchema>;
