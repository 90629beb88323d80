import { z } from 'zod';

/**
 * Start-up configuration from the environment. Invalid values stop start-up
 * with a message naming the variable and what it accepts.
 */
const ZEnvSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection URL')
    .optional(),
  /** The primary itself, not the pooler: the LISTEN connection, the job runner and migrations (decision 325). */
  DATABASE_DIRECT_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection URL')
    .optional(),
  /** A streaming replica for reports, exports and dashboard statistics (decision 326). */
  DATABASE_REPLICA_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection URL')
    .optional(),
  /** A replica answer older than this says how old it is (header Replica-Age, decision 326). */
  REPLICA_MAX_LAG_SECONDS: z.coerce.number().int().min(0).max(86_400).default(30),
  SEED: z.enum(['demo', 'none']).optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  PUBLIC_URL: z.string().url().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  TRUST_PROXY: z.enum(['true', 'false']).optional(),
  /** Start the server's clock at this instant (ISO 8601 with offset); it runs on from there. For tests and demos. */
  FLEXAPP_NOW: z.iso.datetime({ offset: true }).optional(),
  /** E-mail: smtp://user:password@host:587 or smtps://…; unset, no e-mail is sent. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  /** The sender of e-mails, e.g. "flexapp <flexapp@example.com>". */
  MAIL_FROM: z.string().min(3).optional(),
  /** Lets callers other than loopback read /metrics with `Authorization: Bearer <token>` (decision 200). */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** `false`: no /metrics and no measuring of requests, for operators who scrape nothing (decision 376). */
  METRICS_ENABLED: z.enum(['true', 'false']).default('true'),
  /** How long a job may run before it counts as lost and runs again (seconds). */
  JOB_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  /** First delay before a failed webhook delivery is tried again, doubling up to an hour (decision 257). */
  WEBHOOK_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
});

export type Env = z.infer<typeof ZEnvSchema> & { SEED: 'demo' | 'none' };

export class EnvError extends Error {}

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const present = Object.fromEntries(
    Object.entries(source).filter(([k, v]) => k in ZEnvSchema.shape && v !== undefined && v !== ''),
  );
  const parsed = ZEnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => {
      const key = String(i.path[0]);
      return `  ${key}=${JSON.stringify(source[key])}: ${i.message}`;
    });
    throw new EnvError(`Invalid configuration in the environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return { ...env, SEED: env.SEED ?? (env.DATABASE_URL ? 'none' : 'demo') };
}
