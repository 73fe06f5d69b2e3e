import type { z } from 'zod';
import type { TAccess } from '../permissions.js';

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One API endpoint, declared once: the server registers it from this, the web calls it through
 * it, the OpenAPI document describes it. `response` is the envelope's `data`; a `file` endpoint
 * answers a file instead of the envelope, an `upload` takes multipart/form-data.
 */
export type TEndpoint = {
  method: THttpMethod;
  path: `/api/${string}`;
  access: TAccess;
  tag: string;
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  status?: 200 | 201;
  kind?: 'file' | 'upload';
};

/** Declares an endpoint, keeping its literal method and path in the type. */
export const endpoint = <const E extends TEndpoint>(declared: E): E => declared;

type TInputOf<E, K extends 'params' | 'query' | 'body'> = E extends { [key in K]: infer S extends z.ZodType } ? z.input<S> : never;

/** What a caller passes: `params` for the path's `:names`, `query`, `body`, each only where the endpoint takes it. */
export type TCallInput<E extends TEndpoint> = ([TInputOf<E, 'params'>] extends [never] ? { params?: never } : { params: TInputOf<E, 'params'> }) &
  ([TInputOf<E, 'query'>] extends [never] ? { query?: never } : { query?: TInputOf<E, 'query'> | URLSearchParams }) &
  ([TInputOf<E, 'body'>] extends [never] ? { body?: never } : { body: TInputOf<E, 'body'> });

/** The `data` a successful call answers. */
export type TResponseOf<E extends TEndpoint> = z.output<E['response']>;

/** What the route handler receives, already validated and coerced. */
export type THandlerInput<E extends TEndpoint> = {
  Params: E extends { params: infer S extends z.ZodType } ? z.output<S> : unknown;
  Querystring: E extends { query: infer S extends z.ZodType } ? z.output<S> : unknown;
  Body: E extends { body: infer S extends z.ZodType } ? z.output<S> : unknown;
};

/**
 * An endpoint named without its schemas, for the code a public page runs before its first paint,
 * which must not load zod: the type checks the method and path against the declaration.
 */
export type TEndpointRoute<E extends TEndpoint> = Pick<E, 'method' | 'path'> & { readonly declared?: E };

/** `routeOf<typeof authApi.me>('GET', '/api/auth/me')`: a wrong method or path does not compile. */
export const routeOf = <E extends TEndpoint>(method: E['method'], path: E['path']): TEndpointRoute<E> => ({ method, path });
