/**
 * The network boundary of component tests: a tiny in-test server behind `fetch` (and the
 * XMLHttpRequest that uploads use). It answers in the API's envelope `{ isDone, data, message,
 * errors }` (apps/server/src/http/envelope.ts), its messages taken from the real catalogues in the
 * language the request asks for (Accept-Language), as the server does. A request no route answers
 * fails the test.
 *
 * A route is an endpoint packages/shared declares (`*Api`), and the fake holds both sides to it as
 * the server would: the handler's params, body and answer are typed from the declaration, a body
 * the server's schema refuses is answered 400 and fails the test, and so does an answer whose data
 * the declared response schema does not accept (a fixture the server could not send).
 */
import * as shared from '@app/shared';
import { localeFromAcceptLanguage, translate, type TEndpoint, type TLocale, type TMessageKey } from '@app/shared';
import { onTestFinished, vi } from 'vitest';
import type { z } from 'zod';

type TMethod = TEndpoint['method'];
type TParams = Record<string, string | number>;

export type TAnswer = { status: number; body: unknown };

/** The path's values as the server's handler gets them, parsed by the declared params schema. */
type TParamsOf<E extends TEndpoint> = E extends { params: infer S extends z.ZodType } ? z.output<S> : Record<string, unknown>;
/** The JSON body as the page sent it (an upload's FormData as it is). */
type TBodyOf<E extends TEndpoint> = E extends { kind: 'upload' } ? unknown : E extends { body: infer S extends z.ZodType } ? z.input<S> : unknown;
/** What the declared response schema accepts as the envelope's data. */
type TDataOf<E extends TEndpoint> = z.input<E['response']>;

/** A request as the server received it, with the server's ways of answering it. */
export type TFakeRequest<E extends TEndpoint = TEndpoint> = {
  method: TMethod;
  /** The path without the query string. */
  path: string;
  query: URLSearchParams;
  params: TParamsOf<E>;
  body: TBodyOf<E>;
  headers: Headers;
  locale: TLocale;
  /** A catalogue message in the request's language. */
  t: (key: TMessageKey, params?: TParams) => string;
  /** 200 with the data and, when given, the message of this key. */
  ok(data: TDataOf<E>, messageKey?: TMessageKey, params?: TParams): TAnswer;
  /** 201, as for a record the request created. */
  created(data: TDataOf<E>, messageKey?: TMessageKey, params?: TParams): TAnswer;
  /** A refusal as the server's AppError gives it: the message of the key, on `field` too when named. */
  refuse: (status: number, messageKey: TMessageKey, field?: string, params?: TParams) => TAnswer;
  /** 400 as the server's schema validation gives it: a message per field. */
  invalid: (fields: Record<string, TMessageKey>) => TAnswer;
};

/** How a test answers one endpoint. */
export type THandler<E extends TEndpoint = TEndpoint> = (request: TFakeRequest<E>) => TAnswer | Promise<TAnswer>;
type TRoute = { endpoint: TEndpoint; handler: THandler };

const ORIGIN = 'http://localhost';

/** A path template as a pattern that captures its `:names`, in order. */
function compile(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { pattern: new RegExp(`^${source}$`), names };
}

function envelopeRequest(method: TMethod, url: string, headers: Headers, body: unknown, params: unknown): TFakeRequest {
  const address = new URL(url, ORIGIN);
  const locale = localeFromAcceptLanguage(headers.get('Accept-Language') ?? undefined);
  const t = (key: TMessageKey, values: TParams = {}) => translate(locale, key, values);
  return {
    method,
    path: address.pathname,
    query: address.searchParams,
    params: params as TFakeRequest['params'],
    body,
    headers,
    locale,
    t,
    ok: (data, messageKey, values) => ({
      status: 200,
      body: {
        isDone: true,
        data,
        message: messageKey ? t(messageKey, values) : null,
      },
    }),
    created: (data, messageKey, values) => ({
      status: 201,
      body: {
        isDone: true,
        data,
        message: messageKey ? t(messageKey, values) : null,
      },
    }),
    refuse: (status, messageKey, field, values) => {
      const message = t(messageKey, values);
      return {
        status,
        body: {
          isDone: false,
          data: null,
          message,
          code: messageKey,
          ...(field ? { errors: { [field]: message } } : {}),
        },
      };
    },
    invalid: (fields) => {
      const errors = Object.fromEntries(Object.entries(fields).map(([field, key]) => [field, t(key, { field })]));
      return {
        status: 400,
        body: {
          isDone: false,
          data: null,
          message: Object.values(errors)[0] ?? t('validation.failed'),
          code: 'validation.failed',
          errors,
        },
      };
    },
  };
}

type TDeclared = TEndpoint & ReturnType<typeof compile>;

/** Every endpoint packages/shared declares, the most literal path first (`/status-counts` before `/:id`), as the server routes. */
const DECLARED: TDeclared[] = Object.entries(shared)
  .filter(([name, value]) => name.endsWith('Api') && typeof value === 'object' && value !== null)
  .flatMap(([, group]) => Object.values(group as Record<string, unknown>))
  .filter((value): value is TEndpoint => typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value)
  .map((declared) => ({ ...declared, ...compile(declared.path) }))
  .sort((a, b) => a.path.split(':').length - b.path.split(':').length);

const declaredFor = (method: TMethod, path: string) => DECLARED.find((declared) => declared.method === method && declared.pattern.test(path));

const sameEndpoint = (a: Pick<TEndpoint, 'method' | 'path'>, b: Pick<TEndpoint, 'method' | 'path'>) => a.method === b.method && a.path === b.path;

const issuesOf = (error: { issues: Array<{ path: PropertyKey[]; message: string }> }) =>
  error.issues.map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`).join('; ');

/** The path's `:names` and their values, parsed by the declared params schema as the server does. */
function paramsOf(declared: TDeclared, path: string, broken: string[]): unknown {
  const values = declared.pattern.exec(path)!.slice(1).map(decodeURIComponent);
  const raw = Object.fromEntries(declared.names.map((name, index) => [name, values[index]!]));
  const parsed = declared.params?.safeParse(raw);
  if (parsed && !parsed.success) broken.push(`${declared.method} ${path} has params the server refuses: ${issuesOf(parsed.error)}`);
  return parsed?.success ? parsed.data : raw;
}

const notFound = (method: TMethod, path: string): TAnswer => ({
  status: 404,
  body: { isDone: false, data: null, message: `No fake route for ${method} ${path}` },
});

export type TFakeServer = ReturnType<typeof fakeServer>;

/**
 * A server for one test, installed as `fetch` and `XMLHttpRequest` until the test ends:
 * `server.on(ordersApi.get, (request) => request.ok(order))`. A later route for the same endpoint
 * wins, so a test can change an answer midway.
 */
export function fakeServer() {
  const routes: TRoute[] = [];
  const received: Array<{ endpoint: TEndpoint; request: TFakeRequest }> = [];
  const unanswered: string[] = [];
  const broken: string[] = [];

  async function answer(method: TMethod, url: string, headers: Headers, rawBody: unknown): Promise<TAnswer> {
    const path = new URL(url, ORIGIN).pathname;
    const declared = declaredFor(method, path);
    const route = declared && routes.findLast((candidate) => sameEndpoint(candidate.endpoint, declared));
    const body = typeof rawBody === 'string' ? (JSON.parse(rawBody) as unknown) : rawBody;
    if (!declared || !route) {
      unanswered.push(`${method} ${url}`);
      return notFound(method, path);
    }
    const request = envelopeRequest(method, url, headers, body, paramsOf(declared, path, broken));
    received.push({ endpoint: declared, request });
    const sent = declared.body && declared.kind !== 'upload' ? declared.body.safeParse(body) : undefined;
    if (sent && !sent.success) {
      broken.push(`${method} ${path} sent a body the server refuses: ${issuesOf(sent.error)}`);
      return request.invalid({ body: 'validation.invalid' });
    }
    const answered = await route.handler(request);
    const envelope = answered.body as { isDone?: boolean; data?: unknown };
    const data = declared.kind !== 'file' && envelope.isDone ? declared.response.safeParse(envelope.data) : undefined;
    if (data && !data.success) broken.push(`${method} ${path} answered data the server would not send: ${issuesOf(data.error)}`);
    return answered;
  }
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? 'GET').toUpperCase() as TMethod;
    const { status, body } = await answer(method, url, new Headers(init.headers), init.body ?? undefined);
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  };

  /** Just what lib/api-client.ts uses of XMLHttpRequest for an upload. */
  class FakeXhr {
    status = 0;
    responseText = '';
    readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private method: TMethod = 'GET';
    private url = '';
    private readonly headers = new Headers();

    open(method: string, url: string) {
      this.method = method.toUpperCase() as TMethod;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers.set(name, value);
    }

    send(body: unknown) {
      void answer(this.method, this.url, this.headers, body).then(({ status, body: answerBody }) => {
        this.upload.onprogress?.({
          lengthComputable: true,
          loaded: 1,
          total: 1,
        } as ProgressEvent);
        this.status = status;
        this.responseText = JSON.stringify(answerBody);
        this.onload?.();
      });
    }
  }

  vi.stubGlobal('fetch', fetch);
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  onTestFinished(() => {
    if (unanswered.length) throw new Error(`The page asked for what the fake server does not answer:\n${unanswered.join('\n')}`);
    if (broken.length) throw new Error(`The page or the fake broke the API's declared contract:\n${broken.join('\n')}`);
  });

  const server = {
    on<E extends TEndpoint>(endpoint: E, handler: THandler<E>) {
      routes.push({ endpoint, handler });
      return server;
    },
    /** The requests this endpoint received, oldest first. */
    requests<E extends TEndpoint>(endpoint: E): Array<TFakeRequest<E>> {
      return received.filter((entry) => sameEndpoint(entry.endpoint, endpoint)).map((entry) => entry.request as TFakeRequest<E>);
    },
  };
  return server;
}

/** A promise the test settles: a handler that awaits it holds its answer until then. */
export function gate() {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}
