import { apiPath, type TApiRequest, type TMessageKey, type TCallInput, type TEndpoint, type TEndpointRoute, type TResponseOf } from '@app/shared';
import { localMessage } from './i18n';
import { currentAcceptLanguage } from './language';
import { renderScope } from './render-scope';

export const TOKEN_KEY = 'token';

type TFieldErrors = Record<string, string>;

/**
 * The one error every failed API call throws: HTTP status 0 means the server was not reached.
 * `code` is the server's message key ('orders.staleVersion'), what code compares; `message` is for people.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: TMessageKey;
  readonly errors: TFieldErrors;

  constructor(status: number, code: TMessageKey, message: string, errors: TFieldErrors = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.errors = errors;
  }
}

/** A successful call's data with the server's localised message, for the success notification. */
export class ApiResult<T> {
  readonly data: T;
  readonly message: string | null;

  constructor(data: T, message: string | null) {
    this.data = data;
    this.message = message;
  }
}

type TEnvelopeBody = { isDone?: unknown; data?: unknown; message?: unknown; code?: unknown; errors?: unknown };

const unauthorizedListeners = new Set<() => void>();

/** Called after any 401 answer, once the stored token has been dropped; returns the unsubscribe. */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** A page rendered on the server is a visitor's: it has no token. */
export const readToken = (): string | null => (renderScope() ? null : window.localStorage.getItem(TOKEN_KEY));

export function storeToken(token: string | null): void {
  if (token) window.localStorage.setItem(TOKEN_KEY, token);
  else window.localStorage.removeItem(TOKEN_KEY);
}

function requestHeaders(withBody: boolean, tokenOverride?: string): Headers {
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': currentAcceptLanguage() });
  // The server refuses an empty body announced as JSON. A FormData body gets its multipart header from the browser.
  if (withBody) headers.set('Content-Type', 'application/json');
  const token = tokenOverride ?? readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

async function readEnvelope(response: Response): Promise<TEnvelopeBody | null> {
  try {
    return parseEnvelope(await response.text());
  } catch {
    return null;
  }
}

type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

type TRequestOptions = { /** A bearer token other than the stored one (the questionnaire's, SPEC.md section 6). */ token?: string };

async function fetchOrThrow(method: TMethod, path: string, body: unknown, options: TRequestOptions): Promise<Response> {
  // The server renders only what its page carries (first-paint answers): a call it would make is a miss, and the browser renders the page.
  if (renderScope()) throw new ApiError(0, 'errors.network', localMessage('errors.network'));
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: requestHeaders(body !== undefined && !(body instanceof FormData), options.token),
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'errors.network', localMessage('errors.network'));
  }
  noticeUnauthorized(response.status);
  return response;
}

/** A 401 means no session or a dead one: the token goes, and whoever cached the user hears of it. */
function noticeUnauthorized(status: number): void {
  if (status !== 401) return;
  storeToken(null);
  for (const listener of unauthorizedListeners) listener();
}

function refusal(response: { status: number }, envelope: TEnvelopeBody | null): ApiError {
  const message = typeof envelope?.message === 'string' ? envelope.message : localMessage('errors.internal');
  // The server's codes are its catalogue's keys, the catalogue this client shares.
  const code = typeof envelope?.code === 'string' ? (envelope.code as TMessageKey) : 'errors.internal';
  return new ApiError(response.status, code, message, (envelope?.errors ?? {}) as TFieldErrors);
}

/** Share of the bytes sent so far, 0 to 100. */
export type TUploadProgress = (percent: number) => void;

function parseEnvelope(text: string): TEnvelopeBody | null {
  try {
    const body: unknown = JSON.parse(text);
    return body !== null && typeof body === 'object' ? body : null;
  } catch {
    return null;
  }
}

/**
 * One file sent as multipart/form-data through XMLHttpRequest, the only browser API that reports
 * upload progress; it answers and fails exactly like every other call of this client.
 */
function upload<T>(path: string, file: File, onProgress: TUploadProgress): Promise<ApiResult<T>> {
  const body = new FormData();
  body.append('file', file);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    requestHeaders(false).forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onerror = () => reject(new ApiError(0, 'errors.network', localMessage('errors.network')));
    xhr.onload = () => {
      noticeUnauthorized(xhr.status);
      const envelope = parseEnvelope(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300 || envelope?.isDone !== true) return reject(refusal(xhr, envelope));
      onProgress(100);
      resolve(new ApiResult(envelope.data as T, typeof envelope.message === 'string' ? envelope.message : null));
    };
    xhr.send(body);
  });
}

async function request<T>(method: TMethod, path: string, body?: unknown, options: TRequestOptions = {}): Promise<ApiResult<T>> {
  const response = await fetchOrThrow(method, path, body, options);
  const envelope = await readEnvelope(response);
  if (!response.ok || envelope?.isDone !== true) throw refusal(response, envelope);
  return new ApiResult(envelope.data as T, typeof envelope.message === 'string' ? envelope.message : null);
}

/** A file the server builds (such as a CSV export), fetched with the session so it can be saved. */
async function download(path: string): Promise<Blob> {
  const response = await fetchOrThrow('GET', path, undefined, {});
  if (!response.ok) throw refusal(response, await readEnvelope(response));
  return response.blob();
}

const dataOf = async <T>(result: Promise<ApiResult<T>>) => (await result).data;

/** An endpoint's input, optional where the endpoint takes none. */
type TInputArgs<E extends TEndpoint> = object extends TCallInput<E> ? [input?: TCallInput<E>] : [input: TCallInput<E>];

/** An endpoint's declaration, or its route alone where zod must not load (TEndpointRoute). */
type TEndpointRef<E extends TEndpoint> = E | TEndpointRoute<E>;

const addressOf = <E extends TEndpoint>(endpoint: TEndpointRef<E>, input?: TCallInput<E>) => apiPath(endpoint.path, input?.params, input?.query);

function send<E extends TEndpoint>(endpoint: TEndpointRef<E>, ...[input]: TInputArgs<E>): Promise<ApiResult<TResponseOf<E>>> {
  return request<TResponseOf<E>>(endpoint.method, addressOf(endpoint, input), input?.body);
}

/**
 * The one way the web calls the API: each endpoint is declared once in packages/shared, so a wrong
 * path, method or body does not compile, and the answer is typed.
 */
export const api = {
  /** A read: the answer's data. */
  call: <E extends TEndpoint>(endpoint: TEndpointRef<E>, ...input: TInputArgs<E>) => dataOf(send(endpoint, ...input)),
  /** For mutations: the data and the server's message, which the mutation cache shows. */
  send,
  /** A public read described by `publicRequests` (packages/shared), which public pages use before zod loads. */
  read: <E extends TEndpoint>({ method, path, body }: TApiRequest<E>) => dataOf(request<TResponseOf<E>>(method, path, body)),
  /** The questionnaire's calls carry the token of its link instead of the stored one (SPEC.md section 6). */
  sendWithToken: <E extends TEndpoint>(token: string, endpoint: TEndpointRef<E>, ...[input]: TInputArgs<E>) =>
    request<TResponseOf<E>>(endpoint.method, addressOf(endpoint, input), input?.body, { token }),
  download: <E extends TEndpoint & { kind: 'file' }>(endpoint: E, ...[input]: TInputArgs<E>) => download(addressOf(endpoint, input)),
  /** A file upload with progress; like `send`, it gives the data and the server's message. */
  upload: <E extends TEndpoint & { kind: 'upload' }>(endpoint: E, file: File, onProgress: TUploadProgress, input?: TCallInput<E>) =>
    upload<TResponseOf<E>>(addressOf(endpoint, input), file, onProgress),
};
