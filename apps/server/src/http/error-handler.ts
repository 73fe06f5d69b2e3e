import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { formatAed, hasMessage, localeFromAcceptLanguage, readMessage, translate } from '@app/shared';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, isDiskFull } from '../db/unavailable.js';
import { AppError, AppFieldsError, AppMoneyError } from './app-error.js';
import { failure, refusalOf } from './envelope.js';

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
      const message = request.t(error.messageKey, paramsOf(error, request));
      const errors =
        error instanceof AppFieldsError
          ? Object.fromEntries(Object.entries(error.fieldErrors).map(([field, { key, params }]) => [field, request.t(key, params)]))
          : error.field
            ? { [error.field]: message }
            : undefined;
      // A refusal that passes (a busy worker pool, pool.ts) says when to come back.
      if ('retryAfterSeconds' in error && typeof error.retryAfterSeconds === 'number') reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(error.statusCode).send(failure(error.messageKey, message, errors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendValidationError(request, reply, error.validation);
    }
    const clientError = error.code ? clientErrors[error.code] : undefined;
    if (clientError) {
      const [messageKey, status] = clientError;
      return reply.code(status ?? error.statusCode ?? 400).send(refusalOf(request, messageKey));
    }
    if (error.statusCode === 429) return reply.code(429).send(refusalOf(request, 'errors.tooManyRequests'));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500 && !isResponseSerializationError(error)) {
      request.log.info({ err: error }, 'client error');
      return reply.code(error.statusCode).send(refusalOf(request, 'validation.invalid'));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send(refusalOf(request, 'errors.databaseDown'));
    }
    if (isDiskFull(error)) {
      request.log.error({ err: error }, 'disk full');
      return reply.code(507).send(refusalOf(request, 'errors.diskFull'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(refusalOf(request, 'errors.internal'));
  });
}

/** A refusal's values, its amounts of money written in the reader's language. */
function paramsOf(error: AppError, request: FastifyRequest): Record<string, string | number> {
  if (!(error instanceof AppMoneyError)) return error.params;
  const amounts = Object.entries(error.amountsFils).map(([name, fils]) => [name, formatAed(fils / 100, request.locale)]);
  return { ...error.params, ...Object.fromEntries(amounts) };
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
  return reply.code(400).send(failure('validation.failed', message, errors));
}

function fieldsOf(issue: TValidationIssue): string[] {
  const base = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys)) {
    return issue.params.keys.map((key) => (base ? `${base}.${String(key)}` : String(key)));
  }
  return [base || 'body'];
}

/** The issue's message in the reader's language, with the limit a length error names ("At most 100 characters"). */
function messageOf(request: FastifyRequest, issue: TValidationIssue, field: string): string {
  const { key, params } = readMessage(issue.message ?? '');
  return hasMessage(key) ? request.t(key, { field, ...params }) : request.t('validation.invalid', { field });
}

/** The language of a request Node could not parse, read from its raw bytes (only a bounded start of them). */
function localeOfRawRequest(rawPacket: unknown) {
  // Fastify's typings describe the packet as JSON; Node hands over a Buffer.
  const head = Buffer.isBuffer(rawPacket) ? rawPacket.toString('latin1', 0, 64 * 1024) : '';
  const acceptLanguage = /^accept-language:[ \t]*([^\r\n,]{0,32})/im.exec(head)?.[1];
  return localeFromAcceptLanguage(acceptLanguage);
}

const parserRefusals: Record<string, [status: number, reason: string, messageKey: string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'errors.headersTooLarge'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'errors.requestTimeout'],
};

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers too large, a broken
 * Content-Length, bytes that are no HTTP): still answered in the envelope, then the connection ends.
 */
function answerUnparsableRequest(error: ConnectionError, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, messageKey] = parserRefusals[error.code ?? ''] ?? [400, 'Bad Request', 'errors.badRequest'];
  const body = JSON.stringify(failure(messageKey, translate(localeOfRawRequest(error.rawPacket), messageKey)));
  if (socket.writable) {
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  setTimeout(() => socket.destroy(), 1000).unref();
}

/** Errors Fastify meets before a route is found (a URL that does not decode): 400 in the envelope. */
function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const locale = localeFromAcceptLanguage(request.headers['accept-language']);
  const messageKey = error.code === 'FST_ERR_BAD_URL' ? 'errors.badUrl' : 'errors.badRequest';
  void reply.code(400).send(failure(messageKey, translate(locale, messageKey)));
}

/** Fastify options that answer what never reaches a route, in the envelope like everything else. */
export const edgeErrorOptions = {
  clientErrorHandler: answerUnparsableRequest,
  frameworkErrors: answerFrameworkError,
} satisfies Pick<FastifyServerOptions, 'clientErrorHandler' | 'frameworkErrors'>;

type TLogMethod = (...args: unknown[]) => void;
const ERROR_LEVEL = 50;

/**
 * The logger's hook for what is logged as an error but is the visitor's doing: one who hangs up
 * while a compressed answer streams (@fastify/compress logs "premature close") is logged at debug.
 */
export const loggerHooks = {
  logMethod(this: { debug: TLogMethod }, args: unknown[], method: TLogMethod, level: number) {
    const [first] = args;
    if (level >= ERROR_LEVEL && first instanceof Error && first.message === 'premature close') {
      this.debug({ err: first }, 'the client closed the connection before the answer ended');
      return;
    }
    method.apply(this, args);
  },
};
