import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';

const GENERIC_ZOD = /^(Invalid|Too (small|big)|Required|Unrecognized)/;

/**
 * Installs the single error handler and the 404 answer for unknown `/api` paths. Validation
 * failures become 400 `{ success: false, message, field }` naming the first bad field; AppErrors
 * keep their status; anything else is logged and answered 500 without internals.
 * Architecture brief, "The API contract".
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      reply.headers(error.headers);
      return reply
        .status(error.status)
        .send({ ...error.extra, success: false, message: error.message, ...(error.field ? { field: error.field } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'request');
      const raw = first?.message ?? 'is not valid';
      const message = GENERIC_ZOD.test(raw) ? `${field}: ${raw}` : raw;
      return reply.status(400).send({ success: false, message, field });
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ success: false, message: 'Server error. Please try again.' });
    }
    if (status === 429)
      return reply.status(429).send({ success: false, message: 'Too many requests. Please wait a moment and try again.' });
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type)
    const message =
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
        ? 'The request body is not valid JSON.'
        : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'The request is too large.'
          : error.message;
    return reply.status(status).send({ success: false, message });
  });
}
