import {
  API_VERSION,
  APP_TIMEOUT_MS,
  APP_VERSION,
  codeForStatus,
  isErrorCode,
  type TErrorCode,
  type TErrorResponse,
} from '@flexapp/contract';
import { authToken } from './auth-token';
import i18n from './i18n';
import { noteReplicaAge, REPLICA_AGE_HEADER } from './replica-age';

/** A code of the API's closed list, or NETWORK_ERROR when no answer came (status 0). */
export type TApiErrorCode = TErrorCode | 'NETWORK_ERROR';

/** An error answer of the API (or a network failure, status 0). */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: TApiErrorCode,
    message: string,
    public readonly errors?: Record<string, string[]>,
    /** The whole error answer (some carry extra fields, e.g. `count`). */
    public readonly data?: Record<string, unknown>,
  ) {
    super(message);
  }
  get isNetworkError() {
    return this.status === 0;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** A list is sent as the name repeated (`building_id=3&building_id=5`, decision 402). */
  query?: Record<string, string | number | boolean | readonly number[] | undefined | null>;
  /** docs/product/api.md: 10 s for configuration and user calls, 20 s for the employee app. */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Use this token instead of the stored one (right after login). */
  token?: string;
}

let onUnauthorized: (code: TApiErrorCode) => void = () => undefined;
/** Called when a signed-in request is answered 401 (token revoked or expired, or SESSION_IDLE), with its code. */
export function setUnauthorizedHandler(handler: (code: TApiErrorCode) => void) {
  onUnauthorized = handler;
}

export function buildUrl(path: string, query?: RequestOptions['query']): string {
  const url = path.startsWith('http') || path.startsWith('/api') ? path : `/api/${path.replace(/^\//, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (Array.isArray(v)) for (const item of v) params.append(k, String(item));
    else if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  }
  const qs = params.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

/** fetch with the JWT header, the app/API version headers and a timeout. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? APP_TIMEOUT_MS);
  const abortFromCaller = () => controller.abort();
  options.signal?.addEventListener('abort', abortFromCaller);
  const token = options.token ?? authToken.get();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-App-Version': APP_VERSION,
    'X-Api-Version': API_VERSION,
  };
  if (token) headers.Authorization = `JWT ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
      signal: controller.signal,
    });
  } catch (err) {
    // Offline or unreachable: a sentence a person can act on, in their language (shown wherever errors are).
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    throw new ApiError(0, 'NETWORK_ERROR', offline ? i18n.t('offline.action') : i18n.t('loader.error_network'));
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abortFromCaller);
  }
  if (response.ok) noteReplicaAge(path, response.headers.get(REPLICA_AGE_HEADER));
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!response.ok) {
    const body = (data ?? {}) as Partial<TErrorResponse>;
    if (response.status === 401 && token) onUnauthorized(isErrorCode(body.code) ? body.code : 'UNAUTHORIZED');
    throw new ApiError(
      response.status,
      isErrorCode(body.code) ? body.code : codeForStatus(response.status),
      body.message ?? response.statusText,
      body.errors,
      body as Record<string, unknown>,
    );
  }
  return data as T;
}
