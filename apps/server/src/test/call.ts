import { apiPath, type TCallInput, type TEndpoint, type TMessageKey, type TResponseOf } from '@app/shared';
import type { LightMyRequestResponse } from 'fastify';
import type { TApp } from '../app-type.js';

/** Who calls: a session's token, or the session itself (anything with its token). */
type TCaller = string | { token: string };

/** The request's own input, and who sends it: a session, extra headers, an address of its own (the public forms are limited per address). */
export type TCallOptions<E extends TEndpoint> = TCallInput<E> & { as?: TCaller; headers?: Record<string, string>; remoteAddress?: string };

/** The endpoint's answer: `data` typed by its declaration; a refusal's `code` (its message key) and `errors` (by field, none when it names no field). */
export type TCallResult<E extends TEndpoint> = {
  status: number;
  data: TResponseOf<E>;
  code: TMessageKey | undefined;
  message: string | null;
  errors: Record<string, string>;
  response: LightMyRequestResponse;
};

/** What a test passes as `endpoint`'s body, and as its query when written as an object. */
export type TBodyOf<E extends TEndpoint> = TCallInput<E>['body'];
export type TQueryOf<E extends TEndpoint> = Exclude<TCallInput<E>['query'], URLSearchParams | undefined>;

type TOptionsArgument<E extends TEndpoint> = object extends TCallInput<E> ? [options?: TCallOptions<E>] : [options: TCallOptions<E>];

/**
 * Sends one request to `endpoint` through `app.inject`, its path filled from the declaration, as the
 * web calls it: a renamed path or a wrong input fails to compile instead of at run time.
 */
export async function call<E extends TEndpoint>(app: TApp, endpoint: E, ...[options]: TOptionsArgument<E>): Promise<TCallResult<E>> {
  const { as, headers, params, query, body, remoteAddress } = (options ?? {}) as TCallOptions<E>;
  const response = await app.inject({
    method: endpoint.method,
    url: apiPath(endpoint.path, params, query),
    headers: { ...(as === undefined ? {} : { authorization: `Bearer ${typeof as === 'string' ? as : as.token}` }), ...headers },
    ...(body === undefined ? {} : { payload: body as object }),
    ...(remoteAddress === undefined ? {} : { remoteAddress }),
  });
  const envelope = isJson(response) ? response.json() : undefined;
  return {
    status: response.statusCode,
    data: envelope?.data,
    code: envelope?.code,
    message: envelope?.message ?? null,
    errors: envelope?.errors ?? {},
    response,
  };
}

/**
 * The address of `endpoint` for a request `call` cannot send: a multipart upload, a raw or
 * deliberately mistyped body. Its params are still checked against the declaration.
 */
export const pathOf = <E extends TEndpoint>(endpoint: E, ...[input]: TPathArgument<E>): string => apiPath(endpoint.path, input?.params, input?.query);

type TPathInput<E extends TEndpoint> = Pick<TCallInput<E>, 'params' | 'query'>;
type TPathArgument<E extends TEndpoint> = object extends TPathInput<E> ? [input?: TPathInput<E>] : [input: TPathInput<E>];

const isJson = (response: LightMyRequestResponse) => String(response.headers['content-type']).startsWith('application/json') && response.body !== '';
