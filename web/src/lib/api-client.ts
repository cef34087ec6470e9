import { env } from '@/config/env';

/**
 * A non-OK response. The spec (sections 7 and 8) says the error "carries the status code" and
 * its message *is* the status code, so screens that print `error.message` show e.g. "404".
 * The parsed body, if any, is kept for screens that want the server's own message.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body?: unknown) {
    super(String(status));
    this.status = status;
    this.body = body;
  }
}

export const isApiError = (error: unknown, status?: number): error is ApiError =>
  error instanceof ApiError && (status === undefined || error.status === status);

type Query = Record<string, string | number | boolean | undefined | null>;

export type RequestOptions = {
  /** Query parameters; undefined and null values are left out. */
  params?: Query;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

function url(path: string, params?: Query): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return `${env.apiUrl}${path}${qs ? `?${qs}` : ''}`;
}

async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  const response = await fetch(url(path, options.params), {
    method,
    headers,
    body,
    // Sessions are cookies; every call sends them (spec 6 and 7), also to a separate API host.
    credentials: 'include',
    signal: options.signal,
  });

  const data = await parseBody(response);
  if (!response.ok) throw new ApiError(response.status, data);
  // Callers type the payload; screens that rely on a shape should check it (see features/*/api).
  return data as T;
}

/**
 * Thin fetch wrapper for the Citable API. Paths are absolute ("/v1/auth/me", "/api/audits").
 * A 204 resolves to `undefined`.
 */
export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, { ...options, body }),
  delete: <T = void>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};

/**
 * The server's own sentence for a failed call (`{error, message}` bodies), else the error's
 * message (for an ApiError, the status code), else `fallback`.
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const body = error.body;
    if (typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string') {
      const message = (body as { message: string }).message.trim();
      if (message) return message;
    }
    return error.message || fallback;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
