import { localeOf, translate } from '@app/shared';
import { currentAcceptLanguage, currentLanguageId } from './language';

export const TOKEN_KEY = 'token';

type TFieldErrors = Record<string, string>;

/** The one error every failed API call throws: HTTP status 0 means the server was not reached. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: TFieldErrors;

  constructor(status: number, message: string, errors: TFieldErrors = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}

type TEnvelopeBody = { isDone?: unknown; data?: unknown; message?: unknown; errors?: unknown };

const localMessage = (key: string) => translate(localeOf(currentLanguageId()), key);

function requestHeaders(): Headers {
  const headers = new Headers({
    'Content-Type': 'application/json',
    Accept: 'application/json',
    'Accept-Language': currentAcceptLanguage(),
  });
  const token = window.localStorage.getItem(TOKEN_KEY);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

async function readEnvelope(response: Response): Promise<TEnvelopeBody | null> {
  try {
    const body: unknown = await response.json();
    return body !== null && typeof body === 'object' ? (body as TEnvelopeBody) : null;
  } catch {
    return null;
  }
}

async function request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: requestHeaders(),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, localMessage('errors.network'));
  }

  const envelope = await readEnvelope(response);
  if (!response.ok || envelope?.isDone !== true) {
    const message = typeof envelope?.message === 'string' ? envelope.message : localMessage('errors.internal');
    const errors = (envelope?.errors ?? {}) as TFieldErrors;
    throw new ApiError(response.status, message, errors);
  }
  return envelope.data as T;
}

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body: unknown) => request<T>('POST', path, body),
};
