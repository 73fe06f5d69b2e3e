import { ZEnvelopeSchema, type TEndpoint, type TEnvelope, type THandlerInput, type TResponseOf } from '@app/shared';
import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { TApp } from '../app-type.js';
import { contextOf, type TCtxFor } from './context.js';

/** The validated request, with the context its use cases take (`request.ctx`), typed by the endpoint's access. */
type TRequestOf<E extends TEndpoint> = FastifyRequest<THandlerInput<E>> & { ctx: TCtxFor<E['access']> };

/** A route answers its endpoint's envelope; a file endpoint sends the file itself through `reply`. */
export type THandler<E extends TEndpoint> = (
  request: TRequestOf<E>,
  reply: FastifyReply,
) => Promise<E extends { kind: 'file' } ? FastifyReply : TEnvelope<TResponseOf<E>>>;

/** Route options an endpoint does not declare: its own rate limit, a body limit, hooks. */
type TRouteOptions = Pick<RouteShorthandOptions, 'bodyLimit' | 'preHandler' | 'onRequest'> & { config?: Record<string, unknown> };

/** Registers an endpoint declared in packages/shared: its access, its schemas, its summary for the docs. */
export function route<E extends TEndpoint>(app: TApp, endpoint: E, handler: THandler<E>, options: TRouteOptions = {}) {
  const status = endpoint.status ?? 200;
  app.route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    config: { ...options.config, access: endpoint.access, upload: endpoint.kind === 'upload' },
    schema: {
      tags: [endpoint.tag],
      summary: endpoint.summary,
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.body && { body: endpoint.body }),
      ...(endpoint.kind === 'upload' && { consumes: ['multipart/form-data'] }),
      ...(endpoint.kind !== 'file' && { response: { [status]: ZEnvelopeSchema(endpoint.response) } }),
    },
    handler: async (request, reply) => {
      // The access plugin has refused a route that is not public to a visitor, so its actor is set.
      request.ctx = contextOf(request);
      const answer = await handler(request as TRequestOf<E>, reply);
      if (endpoint.kind === 'file') return answer;
      return reply.code(status).send(answer);
    },
  });
}
