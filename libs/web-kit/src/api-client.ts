import type { ApiTarget } from '@renewed/contracts/api-paths';
import { IDEMPOTENCY_HEADER } from '@renewed/contracts/idempotency-key';
import { SESSION_HEADER } from '@renewed/contracts/session-id';
import { CONNECTION_DROPPED_MESSAGE, NEEDS_CONNECTION_MESSAGE, SavedOnDevice } from './offline-state';
import { queueableWrite } from './offline-writes';
import { getSessionId, replaceSessionId } from './session';

/**
 * The product's error rule: "<status>: <body text>", or the status text when the body is empty.
 * The API's error bodies are JSON with a readable `message`; show that message when present.
 */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  const text = (await response.text()) || response.statusText;
  let readable = text;
  let code: string | undefined;
  try {
    const parsed = JSON.parse(text) as { message?: unknown; code?: unknown };
    if (typeof parsed.message === 'string') readable = parsed.message;
    if (typeof parsed.code === 'string') code = parsed.code;
  } catch {
    // not JSON: keep the text
  }
  return new ApiError(response.status, `${response.status}: ${readable}`, code);
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The API's error code (RATE_LIMITED, QUOTA_EXCEEDED, ...) when the body carried one. */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * Every call: JSON bodies and the visitor's X-Session-Id (the only identity; there are no cookies
 * or logins, so no credentials are sent). Throws on non-2xx. When the API refuses the session id
 * itself (400 SESSION_REQUIRED: e.g. made on a device whose clock was years off), the browser
 * makes a new one and sends the call once more; the refused call stored nothing.
 */
export async function apiRequest(method: string, url: string, body?: unknown, idempotencyKey?: string): Promise<Response> {
  const send = async () => {
    const headers: Record<string, string> = { [SESSION_HEADER]: getSessionId() };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (idempotencyKey) headers[IDEMPOTENCY_HEADER] = idempotencyKey;
    try {
      return await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    } catch {
      // fetch rejects only when no answer came: offline, or the connection dropped.
      const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
      throw new ApiError(0, offline ? NEEDS_CONNECTION_MESSAGE : CONNECTION_DROPPED_MESSAGE, 'NETWORK');
    }
  };
  let response = await send();
  if (!response.ok) {
    const error = await errorFromResponse(response);
    if (error.status !== 400 || error.code !== 'SESSION_REQUIRED') throw error;
    replaceSessionId();
    response = await send();
    if (!response.ok) throw await errorFromResponse(response);
  }
  return response;
}

/** GET and parse JSON (an empty body reads as null). `url` comes from `apiUrl(id, ...)`. */
export async function apiGet<T>(url: string): Promise<T> {
  const response = await apiRequest('GET', url);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

/**
 * A write by route: `apiSend<SymptomLog>(apiRoute('logSymptom'), log)`; parses the JSON answer.
 * A write that can wait for the connection (a log, a tick, progress, an assessment) carries a
 * fresh Idempotency-Key; when no answer comes (offline, a dropped connection) it is queued on the
 * device with that key and `SavedOnDevice` is thrown, and it is sent again, with the same key, when
 * the connection returns (docs/offline.md, "Saved on this device"). Other writes are never resent,
 * so they carry no key.
 */
export async function apiSend<T>({ method, url }: ApiTarget, body?: unknown): Promise<T> {
  const key = queueableWrite(method, url) ? crypto.randomUUID() : undefined;
  let response: Response;
  try {
    response = await apiRequest(method, url, body, key);
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 'NETWORK' || !key) throw error;
    const { enqueue } = await import('./outbox');
    await enqueue({ key, method, url, body, sessionId: getSessionId() });
    throw new SavedOnDevice();
  }
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}
