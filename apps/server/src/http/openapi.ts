import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { ZErrorEnvelopeSchema, ZMenuItemSchema, type TAccess } from '@app/shared';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The OpenAPI document at /api/docs/json, as client generators and linters read it. What the routes
 * do not say is added here, from what the server does for every route: the bearer session a
 * non-public route needs (its `config.access`), the failures every route can answer in the error
 * envelope, an operationId, the server and the licence. `openapi.test.ts` lints the result with
 * Redocly's recommended rules.
 */

/**
 * Schemas that become named components. A recursive schema (`z.lazy`) must be named here: zod puts
 * the recursion in a definition of its own that the zod transform does not carry into the document,
 * which left a `$ref` to a `schema0` no client generator could resolve.
 */
export const openApiRegistry = z.registry<{ id: string }>();
openApiRegistry.add(ZMenuItemSchema, { id: 'MenuItem' });

const BEARER = 'bearer';

type TJson = Record<string, unknown>;
type TOperation = TJson & { parameters?: unknown[]; requestBody?: unknown; responses?: Record<string, unknown>; security?: unknown[] };

/** The failures that every route of a kind can answer, as reusable responses of the error envelope. */
const FAILURES = {
  '400': { name: 'BadRequest', description: 'The input is not valid; `errors` names the fields' },
  '401': { name: 'Unauthorized', description: 'No valid session: sign in and send its token as `Authorization: Bearer …`' },
  '403': { name: 'Forbidden', description: 'The session is valid but its role may not call this' },
  '404': { name: 'NotFound', description: 'No record with this id' },
  '429': { name: 'TooManyRequests', description: 'Too many calls from this address; try again in a minute' },
  '503': { name: 'ServiceUnavailable', description: 'The database is out of reach or the server is stopping; try again after `Retry-After` seconds' },
} as const;
type TFailureStatus = keyof typeof FAILURES;

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

const zodTransform = createJsonSchemaTransform({ schemaRegistry: openApiRegistry });
const zodTransformObject = createJsonSchemaTransformObject({ schemaRegistry: openApiRegistry });

/** Per route: the zod schemas in JSON schema, its access kept as `x-access`, and the session it needs. */
const transform: NonNullable<FastifyDynamicSwaggerOptions['transform']> = (input) => {
  const result = zodTransform(input) as { schema: TJson & { hide?: boolean }; url: string };
  if (result.schema.hide) return result;
  const access = input.route.config?.access;
  if (!access) return result;
  result.schema['x-access'] = access;
  // A public route ignores a session it is not sent; the others refuse to work without one.
  result.schema.security ??= access === 'public' ? [] : [{ [BEARER]: [] }];
  return result;
};

/** The whole document: components, then each operation's id and failures, then only the components in use. */
const transformObject: NonNullable<FastifyDynamicSwaggerOptions['transformObject']> = (input) => {
  const document = zodTransformObject(input) as TJson & { paths?: Record<string, Record<string, TOperation>>; components?: TJson };
  const components = (document.components ?? {}) as Record<string, Record<string, unknown> | undefined>;
  components.schemas = { ...components.schemas, ErrorEnvelope: errorEnvelopeJsonSchema() };
  components.responses = {
    ...components.responses,
    ...Object.fromEntries(
      Object.values(FAILURES).map(({ name, description }) => [
        name,
        { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } } },
      ]),
    ),
  };

  for (const [url, pathItem] of Object.entries(document.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method];
      if (!operation) continue;
      operation.operationId ??= operationIdOf(method, url);
      operation.responses = { ...failureResponsesOf(operation, url), ...operation.responses };
    }
  }

  completeRecordProperties(document);
  typeNullableObjectUnions(document);
  return pruneUnusedComponents({ ...document, components });
};

/** The failures an operation can answer: 400 for any input, 401 and 403 by its access, 404 by an id in the path, 429 and 503 always. */
function failureResponsesOf(operation: TOperation, url: string) {
  const access = operation['x-access'] as TAccess | undefined;
  const statuses: TFailureStatus[] = [];
  if (operation.parameters?.length || operation.requestBody) statuses.push('400');
  if (access && access !== 'public') statuses.push('401');
  if (access !== 'public' && access !== 'authenticated') statuses.push('403');
  if (url.includes('{')) statuses.push('404');
  statuses.push('429', '503');
  return Object.fromEntries(statuses.map((status) => [status, { $ref: `#/components/responses/${FAILURES[status].name}` }]));
}

/** `get /api/admin/orders/{id}/transitions` → `getAdminOrdersByIdTransitions`: unique, as method and path are. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const parameter = /^\{(.+)\}$/.exec(segment);
      return parameter ? ['by', ...parameter[1]!.split(/[^A-Za-z0-9]+/)] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  return method.toLowerCase() + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}

function errorEnvelopeJsonSchema(): TJson {
  const { $schema: _schema, ...schema } = z.toJSONSchema(ZErrorEnvelopeSchema, { target: 'openapi-3.0', io: 'output' }) as TJson;
  return schema;
}

/**
 * A record keyed by an enum (`z.record(z.enum([...]), value)`) comes out of zod as `required` names
 * with no `properties` (OpenAPI 3.0 has no `propertyNames`): each required name gets the value schema.
 */
function completeRecordProperties(node: unknown) {
  if (Array.isArray(node)) return node.forEach(completeRecordProperties);
  if (!node || typeof node !== 'object') return;
  const schema = node as TJson;
  const { required, additionalProperties } = schema;
  if (Array.isArray(required) && additionalProperties && typeof additionalProperties === 'object') {
    const properties = { ...(schema.properties as TJson | undefined) };
    for (const name of required) if (typeof name === 'string') properties[name] ??= additionalProperties;
    schema.properties = properties;
  }
  Object.values(schema).forEach(completeRecordProperties);
}

/**
 * An envelope's `data` is nullable; when it is one of several objects (signing in answers a session
 * or the second step's challenge), OpenAPI 3.0 still wants the `type` beside `nullable`: 'object'.
 */
function typeNullableObjectUnions(node: unknown) {
  if (Array.isArray(node)) return node.forEach(typeNullableObjectUnions);
  if (!node || typeof node !== 'object') return;
  const schema = node as TJson;
  const members = schema.anyOf ?? schema.oneOf;
  if (schema.nullable === true && schema.type === undefined && Array.isArray(members) && members.every((member) => (member as TJson).type === 'object')) {
    schema.type = 'object';
  }
  Object.values(schema).forEach(typeNullableObjectUnions);
}

/** Drops the components nothing refers to (the zod transform emits an input and an output copy of each named schema). */
function pruneUnusedComponents<T extends TJson & { components: Record<string, Record<string, unknown> | undefined> }>(document: T): T {
  const used = new Set<string>();
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && !used.has(value)) {
        used.add(value);
        const [, kind, name] = /^#\/components\/([^/]+)\/([^/]+)$/.exec(value) ?? [];
        if (kind && name) visit(document.components[kind]?.[name]);
      } else visit(value);
    }
  };
  const { components, ...rest } = document;
  visit(rest);
  // Security schemes are named in `security`, never by $ref.
  const kept: Record<string, Record<string, unknown>> = {};
  for (const [kind, entries] of Object.entries(components)) {
    if (!entries) continue;
    const inUse = Object.entries(entries).filter(([name]) => kind === 'securitySchemes' || used.has(`#/components/${kind}/${name}`));
    if (inUse.length) kept[kind] = Object.fromEntries(inUse);
  }
  return { ...document, components: kept };
}

export const openApiOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    info: {
      title: 'Recruitment platform API',
      description:
        'Every answer is the envelope { isDone, data, message }. Messages follow Accept-Language. ' +
        'Routes that are not public need the session token from /api/auth/login as `Authorization: Bearer …`.',
      version: '1.0.0',
      license: { name: 'Proprietary: for the agency and the clients it contracts with; ask through the contact page', url: '/ContactUs' },
    },
    servers: [{ url: '/', description: 'This server' }],
    // Declared up front: @fastify/swagger looks the schemes up as it reads each route's `security`.
    components: {
      securitySchemes: { [BEARER]: { type: 'http', scheme: 'bearer', description: 'The session token that /api/auth/login answers with' } },
    },
  },
  transform,
  transformObject,
};
