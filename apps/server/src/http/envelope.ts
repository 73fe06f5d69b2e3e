import type { TEnvelope } from '@app/shared';
import type { FastifyRequest } from 'fastify';

export function ok<T>(data: T, message: string | null = null): TEnvelope<T> {
  return { isDone: true, data, message };
}

/** A refusal: `code` is its message's catalogue key, for code to tell refusals apart; `message` is for people. */
export function failure(code: string, message: string, errors?: Record<string, string>) {
  return { isDone: false as const, data: null, message, code, ...(errors ? { errors } : {}) };
}

/** A refusal in the request's language. */
export const refusalOf = (request: FastifyRequest, code: string, params?: Record<string, string | number>) => failure(code, request.t(code, params));
