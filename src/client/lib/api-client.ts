/** The one way the browser talks to the API: JSON or form data, a timeout, and the API's errors as ApiError. */
export const REQUEST_TIMEOUT_MS = 15_000;
export const TIMEOUT_MESSAGE = 'Request timeout - please check your connection and try again';
export const AUTH_ERROR_EVENT = 'auth-error';

/** The ApiError for a failed file download (a response read as bytes, not through apiFetch): the server's JSON message if any. */
export async function downloadError(response: Response, emptyBody = ''): Promise<ApiError> {
  const text = await response.text();
  let message: string | undefined;
  try {
    message = (JSON.parse(text) as { message?: string }).message;
  } catch {
    message = undefined;
  }
  return new ApiError(`${response.status}: ${text || emptyBody}`, response.status, undefined, message);
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly serverMessage: string | undefined;
  constructor(message: string, status: number, code?: string, serverMessage?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.serverMessage = serverMessage;
  }
}

export class TimeoutError extends Error {
  readonly code = 'AUTH_TIMEOUT';
  constructor() {
    super(TIMEOUT_MESSAGE);
    this.name = 'TimeoutError';
  }
}

type RequestOptions = {
  method?: string;
  /** Sent as JSON, or as multipart/form-data when it is a FormData (the browser sets that type and its boundary). */
  body?: unknown;
  signal?: AbortSignal;
  /** For uploads, which can take longer than REQUEST_TIMEOUT_MS on a slow connection. */
  timeoutMs?: number;
};

export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new TimeoutError()), options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const form = options.body instanceof FormData ? options.body : null;
  const onOuterAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onOuterAbort);
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      credentials: 'include',
      headers: options.body === undefined || form ? undefined : { 'content-type': 'application/json' },
      body: form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: controller.signal,
    });
  } catch (err) {
    if (controller.signal.reason instanceof TimeoutError) throw controller.signal.reason;
    throw err;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onOuterAbort);
  }

  if (!response.ok) {
    const text = await response.text();
    let serverMessage: string | undefined;
    let code: string | undefined;
    try {
      const parsed = JSON.parse(text) as { message?: string; code?: string };
      serverMessage = parsed.message;
      code = parsed.code;
    } catch {
      /* not JSON: keep the text */
    }
    if (response.status === 401) {
      window.dispatchEvent(
        new CustomEvent(AUTH_ERROR_EVENT, {
          detail: { message: serverMessage ?? 'Authentication required', code: 'INVALID_TOKEN', status: 401 },
        }),
      );
    }
    throw new ApiError(`${response.status}: ${text || response.statusText}`, response.status, code, serverMessage);
  }
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? response.json() : response.text()) as Promise<T>;
}

/** The server's own words for an error, for toasts ('message or fallback' in the spec). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}
