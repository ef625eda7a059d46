import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../errors.ts';

function describeValidation(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const parts = error.validation.map((v) => {
      const field = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
      return field ? `${field}: ${v.message}` : v.message;
    });
    return `Invalid request: ${parts.join('; ')}`;
  }
  return `Invalid request: ${error.message}`;
}

/** The single place where errors become responses: JSON `{message, code?}`, no stack traces. */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // A 5xx of our own (a failed PDF or GEDCOM job, payments unavailable) is logged here once,
      // with its cause chain; the request logger carries the request id.
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      return reply.status(error.statusCode).send({ message: error.message, code: error.code });
    }
    if (error.validation) {
      return reply.status(400).send({ message: describeValidation(error), code: 'VALIDATION_ERROR' });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ message: 'Internal server error', code: 'INTERNAL' });
    }
    if (hasCode(error, '22021')) {
      return reply
        .status(400)
        .send({ message: 'Invalid request: text must not contain NUL characters', code: 'VALIDATION_ERROR' });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      const unavailable = isDatabaseUnavailable(error);
      return reply
        .status(unavailable ? 503 : status)
        .send(
          unavailable
            ? { message: 'The service is temporarily unavailable. Please try again shortly.', code: 'UNAVAILABLE' }
            : { message: 'Internal server error', code: 'INTERNAL' },
        );
    }
    // Fastify's own 4xx errors (bad JSON, body too large, unsupported media type, rate limit).
    return reply.status(status).send({ message: error.message, code: error.code });
  });
});

const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P03', '08006', '08001']);

/** A PostgreSQL error code on the error or any of its causes. */
function hasCode(error: unknown, code: string): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if ((e as { code?: string }).code === code) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const err = e as { code?: string; message?: string; cause?: unknown; stack?: string };
    if (err.code && UNAVAILABLE_CODES.has(err.code)) return true;
    // better-auth wraps database errors; their text survives in the message or the stack.
    if (
      /Connection terminated|timeout exceeded when trying to connect|Query read timeout|ECONNREFUSED/i.test(
        `${err.message ?? ''}\n${err.stack ?? ''}`,
      )
    ) {
      return true;
    }
    e = err.cause;
  }
  return false;
}
