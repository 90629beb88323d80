import { register } from 'node:module';

/**
 * OpenTelemetry tracing (decision 202), loaded before the app so that the instrumentations see pg and http
 * being imported: `node --import ./apps/api/dist/observability/tracing.js apps/api/dist/server.js` (`npm start`
 * does this). Off, and nothing of OpenTelemetry loaded, unless OTEL_EXPORTER_OTLP_ENDPOINT is set.
 *
 * On: a span per HTTP request (http), per Fastify hook and handler (@fastify/otel, on every Fastify instance),
 * per SQL statement (pg), exported by OTLP as the standard OTEL_* variables say (OTEL_EXPORTER_OTLP_ENDPOINT,
 * OTEL_EXPORTER_OTLP_PROTOCOL, OTEL_SERVICE_NAME, OTEL_TRACES_SAMPLER, …). The bundled server imports its
 * packages as ES modules, so the import hook (import-in-the-middle) is registered first.
 */
async function startTracing(): Promise<void> {
  // Imported here, not at the top: with tracing off none of this is loaded.
  const [{ createAddHookMessageChannel }, { NodeSDK }, { HttpInstrumentation }, { PgInstrumentation }, fastifyOtel] =
    await Promise.all([
      import('import-in-the-middle'),
      import('@opentelemetry/sdk-node'),
      import('@opentelemetry/instrumentation-http'),
      import('@opentelemetry/instrumentation-pg'),
      import('@fastify/otel'),
    ]);
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? 'flexapp-api',
    instrumentations: [
      new HttpInstrumentation(),
      // The statements, never their values; no spans for queries outside a request or job span.
      new PgInstrumentation({ requireParentSpan: true, enhancedDatabaseReporting: false }),
      new fastifyOtel.FastifyOtelInstrumentation({ registerOnInitialization: true }),
    ],
  });
  sdk.start();
  await waitForAllMessagesAcknowledged();
}

if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) await startTracing();
