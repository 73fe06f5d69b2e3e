/**
 * The network boundary of component tests: a tiny in-test server behind `fetch` (and the
 * XMLHttpRequest that uploads use). It answers in the API's envelope `{ isDone, data, message,
 * errors }` (apps/server/src/http/envelope.ts), its messages taken from the real catalogues in the
 * language the request asks for (Accept-Language), as the server does. A request no route answers
 * fails the test.
 *
 * Where packages/shared declares the endpoint (`*Api`), the fake holds both sides to it as the
 * server would: a body the server's schema refuses is answered 400 and fails the test, and so does
 * an answer whose data the declared response schema does not accept (a fixture the server could
 * not send).
 */
import * as shared from '@app/shared';
import { localeFromAcceptLanguage, translate, type TEndpoint, type TLocale } from '@app/shared';
import { onTestFinished, vi } from 'vitest';

type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
type TParams = Record<string, string | number>;

export type TAnswer = { status: number; body: unknown };

/** A request as the server received it, with the server's ways of answering it. */
export type TFakeRequest = {
  method: TMethod;
  /** The path without the query string. */
  path: string;
  query: URLSearchParams;
  params: Record<string, string>;
  /** The parsed JSON body (a FormData body as it is). */
  body: unknown;
  headers: Headers;
  locale: TLocale;
  /** A catalogue message in the request's language. */
  t: (key: string, params?: TParams) => string;
  /** 200 with the data and, when given, the message of this key. */
  ok: (data: unknown, messageKey?: string, params?: TParams) => TAnswer;
  /** 201, as for a record the request created. */
  created: (data: unknown, messageKey?: string, params?: TParams) => TAnswer;
  /** A refusal as the server's AppError gives it: the message of the key, on `field` too when named. */
  refuse: (status: number, messageKey: string, field?: string, params?: TParams) => TAnswer;
  /** 400 as the server's schema validation gives it: a message per field. */
  invalid: (fields: Record<string, string>) => TAnswer;
};

type THandler = (request: TFakeRequest) => TAnswer | Promise<TAnswer>;
type TRoute = {
  method: TMethod;
  pattern: RegExp;
  names: string[];
  handler: THandler;
};

const ORIGIN = 'http://localhost';

function compile(path: string): Pick<TRoute, 'pattern' | 'names'> {
  const names: string[] = [];
  const source = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { pattern: new RegExp(`^${source}$`), names };
}

function envelopeRequest(method: TMethod, url: string, headers: Headers, body: unknown, params: Record<string, string>): TFakeRequest {
  const address = new URL(url, ORIGIN);
  const locale = localeFromAcceptLanguage(headers.get('Accept-Language') ?? undefined);
  const t = (key: string, values: TParams = {}) => translate(locale, key, values);
  return {
    method,
    path: address.pathname,
    query: address.searchParams,
    params,
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

/** Every endpoint packages/shared declares, the most literal path first (`/status-counts` before `/:id`). */
const DECLARED: Array<TEndpoint & { pattern: RegExp }> = Object.entries(shared)
  .filter(([name, value]) => name.endsWith('Api') && typeof value === 'object' && value !== null)
  .flatMap(([, group]) => Object.values(group as Record<string, unknown>))
  .filter((value): value is TEndpoint => typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value)
  .map((declared) => ({ ...declared, pattern: compile(declared.path).pattern }))
  .sort((a, b) => a.path.split(':').length - b.path.split(':').length);

const declaredFor = (method: TMethod, path: string) => DECLARED.find((declared) => declared.method === method && declared.pattern.test(path));

const issuesOf = (error: { issues: Array<{ path: PropertyKey[]; message: string }> }) =>
  error.issues.map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`).join('; ');

export type TFakeServer = ReturnType<typeof fakeServer>;

/**
 * A server for one test, installed as `fetch` and `XMLHttpRequest` until the test ends:
 * `server.on('GET', '/api/orders/:id', (request) => request.ok(order))`. A later route for the
 * same request wins, so a test can change an answer midway.
 */
export function fakeServer() {
  const routes: TRoute[] = [];
  const received: TFakeRequest[] = [];
  const unanswered: string[] = [];
  const broken: string[] = [];

  async function answer(method: TMethod, url: string, headers: Headers, rawBody: unknown): Promise<TAnswer> {
    const path = new URL(url, ORIGIN).pathname;
    const route = [...routes].reverse().find((candidate) => candidate.method === method && candidate.pattern.test(path));
    const body = typeof rawBody === 'string' ? (JSON.parse(rawBody) as unknown) : rawBody;
    if (!route) {
      unanswered.push(`${method} ${url}`);
      return {
        status: 404,
        body: {
          isDone: false,
          data: null,
          message: `No fake route for ${method} ${path}`,
        },
      };
    }
    const values = route.pattern.exec(path)!.slice(1).map(decodeURIComponent);
    const request = envelopeRequest(method, url, headers, body, Object.fromEntries(route.names.map((name, index) => [name, values[index]!])));
    received.push(request);
    const declared = declaredFor(method, path);
    const sent = declared?.body && declared.kind !== 'upload' ? declared.body.safeParse(body) : undefined;
    if (sent && !sent.success) {
      broken.push(`${method} ${path} sent a body the server refuses: ${issuesOf(sent.error)}`);
      return request.invalid({ body: 'validation.invalid' });
    }
    const answered = await route.handler(request);
    const envelope = answered.body as { isDone?: boolean; data?: unknown };
    const data = declared && declared.kind !== 'file' && envelope.isDone ? declared.response.safeParse(envelope.data) : undefined;
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
    on(method: TMethod, path: string, handler: THandler) {
      routes.push({ method, ...compile(path), handler });
      return server;
    },
    /** The requests received for this method and path pattern, oldest first. */
    requests(method: TMethod, path: string): TFakeRequest[] {
      const { pattern } = compile(path);
      return received.filter((request) => request.method === method && pattern.test(request.path));
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
