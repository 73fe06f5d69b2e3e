import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasMessage } from '@app/shared';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, isDiskFull } from '../db/unavailable.js';
import { AppError } from './app-error.js';
import { failure } from './envelope.js';

type TValidationIssue = { instancePath: string; keyword: string; message?: string; params: Record<string, unknown> };

/** Fastify's own error codes that are the client's fault: the message the client sees, and the status when Fastify's is wrong. */
const clientErrors: Record<string, [messageKey: string, status?: number]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ['errors.malformedJson'],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['errors.malformedJson'],
  FST_ERR_CTP_BODY_TOO_LARGE: ['errors.bodyTooLarge'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['errors.unsupportedMediaType'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['errors.malformedJson'],
  FST_REQ_FILE_TOO_LARGE: ['uploads.tooLarge'],
  FST_PARTS_LIMIT: ['uploads.missingFile', 400],
  FST_FILES_LIMIT: ['uploads.missingFile', 400],
  FST_FIELDS_LIMIT: ['uploads.missingFile', 400],
  FST_INVALID_MULTIPART_CONTENT_TYPE: ['uploads.multipartOnly', 415],
  FST_PROTO_VIOLATION: ['uploads.failed', 400],
};

/** One place turns every error into the envelope with a truthful status and a localised message. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const message = request.t(error.messageKey, error.params);
      return reply.code(error.statusCode).send(failure(message, error.field ? { [error.field]: message } : undefined));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendValidationError(request, reply, error.validation as unknown as TValidationIssue[]);
    }
    const clientError = error.code ? clientErrors[error.code] : undefined;
    if (clientError) {
      const [messageKey, status] = clientError;
      return reply.code(status ?? error.statusCode ?? 400).send(failure(request.t(messageKey)));
    }
    if (error.statusCode === 429) return reply.code(429).send(failure(request.t('errors.tooManyRequests')));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500 && !isResponseSerializationError(error)) {
      request.log.info({ err: error }, 'client error');
      return reply.code(error.statusCode).send(failure(request.t('validation.invalid')));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send(failure(request.t('errors.databaseDown')));
    }
    if (isDiskFull(error)) {
      request.log.error({ err: error }, 'disk full');
      return reply.code(507).send(failure(request.t('errors.diskFull')));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(failure(request.t('errors.internal')));
  });
}

function sendValidationError(request: FastifyRequest, reply: FastifyReply, issues: TValidationIssue[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    for (const field of fieldsOf(issue)) {
      errors[field] ??= messageOf(request, issue, field);
    }
  }
  const onlyMissing = issues.every((issue) => issue.message === 'validation.required');
  // The message is a sentence for a notification; which field it is about travels in `errors`, never as a raw key.
  const firstMessage = Object.values(errors)[0];
  const message = onlyMissing || !firstMessage ? request.t('validation.failed') : firstMessage;
  return reply.code(400).send(failure(message, errors));
}

function fieldsOf(issue: TValidationIssue): string[] {
  const base = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys)) {
    return issue.params.keys.map((key) => (base ? `${base}.${String(key)}` : String(key)));
  }
  return [base || 'body'];
}

function messageOf(request: FastifyRequest, issue: TValidationIssue, field: string): string {
  const key = issue.message && hasMessage(issue.message) ? issue.message : 'validation.invalid';
  return request.t(key, { field });
}
