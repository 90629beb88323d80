import { existsSync } from 'node:fs';
import path from 'node:path';
import { ErrorCode, errorMessages } from '@flexapp/contract';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Db } from './db/database';
import { type ReadReplica, readReplica } from './db/read-replica';
import { authPlugin } from './lib/auth';
import { type Clock, systemClock } from './lib/clock';
import { COMPRESS_THRESHOLD } from './lib/json-reply';
import { livePlugin } from './live';
import { registerErrorHandler } from './lib/error-handler';
import { inputGuardPlugin } from './lib/input-guard';
import { registerSecurityHeaders } from './lib/security-headers';
import { requestLanguage } from './lib/language';
import { createTokenService, type TokenService } from './lib/tokens';
import { createUrlSigner, type UrlSigner } from './lib/url-signer';
import { createSecretBox, type SecretBox } from './lib/secret-box';
import { openapiOptions } from './lib/openapi';
import { Readiness } from './lib/readiness';
import { apiModules } from './modules';
import { sessionOf } from './modules/auth';
import { apiTokenAccess } from './modules/tokens';
import { grantsOfUser, placeBuilding } from './modules/roles';
import { scimRoutes } from './modules/scim';
import { type JobRunner, type JobRunnerOptions, startJobRunner } from './modules/jobs';
import { mailSender, type MailSettings } from './modules/mail';
import { observabilityPlugin } from './observability';

export interface AppOptions {
  db: Db;
  jwtSecret: string;
  /** Folder of the built web app; served with SPA fallback when present. */
  webDist?: string;
  logger?: FastifyServerOptions['logger'];
  /** Log every request and response (Fastify's request logging); off unless asked, errors are logged either way. */
  requestLogging?: boolean;
  trustProxy?: boolean;
  /** OpenID Connect client secret for single sign-on (env OIDC_CLIENT_SECRET); server-side only. */
  oidcClientSecret?: string;
  /** The public origin (env PUBLIC_URL); single sign-on returns to <origin>/login. */
  publicUrl?: string;
  /** The clock every business rule reads (default: the system clock; tests pass their own). */
  clock?: Clock;
  /** E-mail through SMTP (env SMTP_URL); unset: no e-mail, the in-app inbox works as before. */
  smtpUrl?: string;
  /** The sender of e-mails (env MAIL_FROM). */
  mailFrom?: string;
  /** Origin of links in e-mails and of calendar URLs (PUBLIC_URL, else http://localhost:PORT). */
  linkOrigin?: string;
  /** Start the job runner when the app is ready (the server does; tests that need it pass options). */
  jobs?: JobRunnerOptions | boolean;
  /**
   * Start the job runner and the other slow parts after `app.ready()`, without waiting for them there (the
   * server: it listens at once, and /api/health/ready says when they are up; decision 192). Default: waited for.
   */
  startInBackground?: boolean;
  /** METRICS_TOKEN: lets callers other than loopback read /metrics (decision 200). */
  metricsToken?: string;
  /** METRICS_ENABLED: false leaves /metrics and its measuring out (decision 376); default true. */
  metrics?: boolean;
  /** DATABASE_REPLICA_URL's database and REPLICA_MAX_LAG_SECONDS: reports read there (decision 326). */
  replica?: { db: Db; maxLagSeconds: number };
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** Where reports, exports and statistics read: the replica, or the primary without one (decision 326). */
    replica: ReadReplica;
    tokens: TokenService;
    urlSigner: UrlSigner;
    /** Seals secrets kept in the database (decision 240). */
    secretBox: SecretBox;
    clock: Clock;
    mail: MailSettings;
    /** The job runner, once the app is ready (null when not started: most API tests). */
    jobs: JobRunner | null;
    /** What is up and what is still starting (GET /api/health/ready; decision 192). */
    readiness: Readiness;
    sso: { clientSecret: string | null; publicUrl: string | null };
  }
}

/** Builds the HTTP application without listening, so tests can use `app.inject()`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new LogController({ disableRequestLogging: !options.requestLogging }),
    trustProxy: options.trustProxy ?? false,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    // No time limit on a plugin's or an onReady hook's start: on a busy host they take what they take (decision 192).
    pluginTimeout: 0,
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', options.db);
  app.decorate('replica', readReplica(options.db, options.replica));
  app.decorate('clock', options.clock ?? systemClock);
  app.decorate('tokens', createTokenService(options.jwtSecret, app.clock));
  app.decorate('urlSigner', createUrlSigner(options.jwtSecret));
  app.decorate('secretBox', createSecretBox(options.jwtSecret));
  app.decorate('readiness', new Readiness(options.startInBackground ?? false));
  await app.register(livePlugin);
  app.decorate('mail', {
    enabled: !!options.smtpUrl,
    origin: (options.linkOrigin ?? options.publicUrl ?? 'http://localhost:8080').replace(/\/+$/, ''),
    from: mailSender(options.mailFrom),
  } satisfies MailSettings);
  app.decorate('jobs', null as JobRunner | null);
  app.decorate('sso', { clientSecret: options.oidcClientSecret ?? null, publicUrl: options.publicUrl ?? null });
  registerErrorHandler(app);
  await app.register(observabilityPlugin, { metricsToken: options.metricsToken, metrics: options.metrics });
  await registerSecurityHeaders(app, options.publicUrl ?? null);

  await app.register(fastifySwagger, openapiOptions());
  // Answers of 1 KB and more go compressed to clients that accept it (browsers do).
  await app.register(fastifyCompress, { global: true, threshold: COMPRESS_THRESHOLD, encodings: ['gzip', 'br'] });
  await app.register(authPlugin, {
    sessionOf,
    apiTokens: apiTokenAccess,
    grantsOf: (instance, userId) => grantsOfUser(instance.db, userId, false),
    buildingOfPlace: (instance, kind, id) => placeBuilding(instance.db, kind, id),
  });
  await app.register(inputGuardPlugin);

  await app.register(
    async (api) => {
      for (const module of apiModules) await api.register(module);
      api.get('/docs', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/api' },
  );
  // SCIM 2.0 provisioning, outside /api with its own token (decision 232).
  await app.register(scimRoutes, { prefix: '/scim/v2' });

  if (options.jobs) {
    const jobOptions: JobRunnerOptions = {
      ...(typeof options.jobs === 'object' ? options.jobs : {}),
      smtpUrl: options.smtpUrl,
      mailFrom: options.mailFrom,
    };
    let starting: Promise<unknown> = Promise.resolve();
    app.addHook('onReady', async () => {
      starting = startJobRunner(app, jobOptions).then((jobs) => (app.jobs = jobs));
      await app.readiness.start('job runner', starting);
    });
    app.addHook('preClose', async () => {
      await starting.catch(() => undefined);
      await app.jobs?.stop();
      app.jobs = null;
    });
  }

  const webDist = options.webDist;
  const indexHtml = webDist ? path.join(webDist, 'index.html') : undefined;
  const spaAvailable = !!indexHtml && existsSync(indexHtml);
  if (spaAvailable) {
    await app.register(fastifyStatic, {
      root: webDist!,
      wildcard: false,
      index: false,
      // The web build ships .br and .gz copies of its assets: no compressing per request.
      preCompressed: true,
      // Cache-Control comes from setHeaders alone (send's default max-age=0 would replace it).
      cacheControl: false,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (url === '/api' || url.startsWith('/api/') || !spaAvailable || !['GET', 'HEAD'].includes(request.method)) {
      const lang = requestLanguage(request);
      return reply.status(404).send({ code: ErrorCode.NOT_FOUND, message: errorMessages.NOT_FOUND[lang] });
    }
    // Every SPA path answers with the app; the client router decides (and shows its 404 page).
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });

  return app;
}
