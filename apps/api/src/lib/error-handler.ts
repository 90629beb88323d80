import { codeForStatus, ErrorCode, errorMessages, type TErrorCode, type TErrorResponse } from '@flexapp/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isConnectionLost } from './connection-lost';
import { AppError } from './errors';
import { requestLanguage } from './language';

/** Maps every thrown error to `{code, message, errors?}`; hides the details of 5xx errors. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = requestLanguage(request);
    const translate = (code: TErrorCode) => errorMessages[code][lang];

    if (error instanceof AppError) {
      const body: TErrorResponse = { ...error.extra, code: error.code, message: translate(error.code) };
      if (error.errors) body.errors = error.errors;
      return reply.status(error.statusCode).send(body);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const path =
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'request');
        (errors[path] ??= []).push(issue.message ?? 'invalid');
      }
      return reply.status(400).send({
        code: ErrorCode.VALIDATION_ERROR,
        message: translate(ErrorCode.VALIDATION_ERROR),
        errors,
      } satisfies TErrorResponse);
    }

    if (isDataException(error)) {
      // The second net behind the schemas (issue 12): a value PostgreSQL cannot store (NUL, out of range,
      // too long for an index) is the caller's bad input, never a 500. The transaction has rolled back.
      request.log.warn({ err: error }, 'input refused by the database');
      return reply.status(400).send({
        code: ErrorCode.VALIDATION_ERROR,
        message: translate(ErrorCode.VALIDATION_ERROR),
      } satisfies TErrorResponse);
    }

    if (isConnectionLost(error)) {
      // The database or its pooler went away under this request: retryable (decision 325).
      request.log.warn({ code: (error as { code?: string }).code, reason: error.message }, 'database connection lost');
      reply.header('retry-after', '1');
      return reply.status(503).send({
        code: ErrorCode.SERVICE_UNAVAILABLE,
        message: translate(ErrorCode.SERVICE_UNAVAILABLE),
      } satisfies TErrorResponse);
    }

    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      const code = status === 503 ? ErrorCode.SERVICE_UNAVAILABLE : ErrorCode.INTERNAL_ERROR;
      return reply.status(status).send({ code, message: translate(code) } satisfies TErrorResponse);
    }
    const code = codeForStatus(status);
    // Fastify's own 4xx (malformed JSON, wrong content type, body too large): the code's message in the caller's
    // language, as every other refusal; Fastify's English text stays as the detail under `errors.request`.
    const body: TErrorResponse = { code, message: translate(code) };
    if (error.message) body.errors = { request: [error.message] };
    return reply.status(status).send(body);
  });
}

/**
 * PostgreSQL's data exceptions (SQLSTATE class 22: invalid text, NUL, numeric or date out of range, value
 * too long) and program limits (54000: index row too large) raised by a value the request carried.
 */
function isDataException(error: unknown): boolean {
  const e = error as { code?: unknown; severity?: unknown };
  return typeof e?.code === 'string' && typeof e.severity === 'string' && /^(22[0-9A-Z]{3}|54000)$/.test(e.code);
}
