import type { OperationBody, OperationData, TypedOperationId } from '../../src/generated/operationTypes';
import { operations, type OperationId } from '../../src/generated/operations';
import type { IpLookup } from './ipLookup';
import { sendRequest, type CallParams } from './sendRequest';

export type { CallParams } from './sendRequest';

/** Options shared by every helper. */
export interface CallOptions {
  params?: CallParams;
  /** Return the whole response body instead of its `data` field (document 3 section 7). */
  whole?: boolean;
}

/** Where the client sends calls and what it adds to them. */
export interface ApiClientOptions {
  /** The middleware's root: `/api` in the portal, an absolute URL in tests. */
  baseUrl: string;
  /** The current access token, read on every call so that a refreshed token is used at once. */
  getToken: () => string | undefined;
  /** When set, its answer is sent as `X-Forwarded-For` ([forwarded-for-header]). */
  ipLookup?: IpLookup | undefined;
  fetch?: typeof fetch;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** The helpers every screen uses; each resolves with the answer's `data` and rejects with an ApiError. */
export interface ApiClient {
  get<T = unknown>(path: string, options?: CallOptions): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: CallOptions): Promise<T>;
  postMultipart<T = unknown>(path: string, form: FormData, options?: CallOptions): Promise<T>;
  patch<T = unknown>(path: string, body?: unknown, options?: CallOptions): Promise<T>;
  del<T = unknown>(path: string, body?: unknown, options?: CallOptions): Promise<T>;
  /**
   * Calls an operation that a spec names (generic screens): the spec's fields say what is sent and
   * read, so the answer is `unknown`. A caller that names a fixed operation uses `call` (through
   * `callOperation`, operationQueries.ts) instead; `node scripts/countCasts.mjs` counts any other use.
   */
  callOperation(operationId: OperationId, body?: unknown, params?: CallParams): Promise<unknown>;
  /** Calls an operation with the body and answer types of the OpenAPI description. */
  call<Op extends TypedOperationId>(operationId: Op, body?: OperationBody<Op>, params?: CallParams): Promise<OperationData<Op>>;
}

/**
 * Creates the API client over fetch: bearer token from the session ([api-bearer-token]),
 * `X-Forwarded-For` when an IP lookup is configured, `data` unwrapped ([api-returns-data]) and
 * every failure rethrown as an {@link ApiError}. The types of each operation's body and answer
 * come from the generated OpenAPI types through `callOperation` / `useOperationQuery`
 * (operationQueries.ts).
 *
 * @example
 * const api = createCadenceApi({ baseUrl: '/api', getToken: () => store.read()?.token });
 * const page = await api.call('listPatients', { limit: 20, page: 1 }); // typed by specs/api
 */
export function createCadenceApi(options: ApiClientOptions): ApiClient {
  const fetchImpl = (request: Request) => (options.fetch ?? globalThis.fetch)(request);

  async function send<T>(method: Method, path: string, body: unknown, callOptions: CallOptions = {}): Promise<T> {
    const headers = new Headers();
    const token = options.getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const ip = await options.ipLookup?.();
    if (ip) headers.set('X-Forwarded-For', ip);
    const payload = await sendRequest(fetchImpl, options.baseUrl, { method, path, body, ...(callOptions.params ? { params: callOptions.params } : {}) }, headers);
    // The one place an answer meets its caller's type: the typed helpers (operationQueries.ts)
    // name it from the generated OpenAPI types.
    if (callOptions.whole) return payload as T;
    return (isEnvelope(payload) ? payload.data : payload) as T;
  }

  return {
    get: (path, callOptions) => send('GET', path, undefined, callOptions),
    post: (path, body, callOptions) => send('POST', path, body ?? {}, callOptions),
    // A FormData goes through untouched, so the browser sets the multipart boundary.
    postMultipart: (path, form, callOptions) => send('POST', path, form, callOptions),
    patch: (path, body, callOptions) => send('PATCH', path, body ?? {}, callOptions),
    del: (path, body, callOptions) => send('DELETE', path, body, callOptions),
    callOperation: (operationId, body, params) => sendOperation<unknown>(operationId, body, params),
    call: <Op extends TypedOperationId>(operationId: Op, body?: OperationBody<Op>, params?: CallParams) =>
      sendOperation<OperationData<Op>>(operationId, body, params),
  };

  function sendOperation<T>(operationId: OperationId, body: unknown, params: CallParams | undefined): Promise<T> {
    const operation: { method: string; path: string; multipart?: true } = operations[operationId];
    const method = operation.method.toUpperCase() as Method;
    const carriesBody = method !== 'GET' && method !== 'DELETE';
    // An operation whose request body is multipart/form-data gets its fields as a FormData.
    const sent = operation.multipart === true && body !== undefined && !(body instanceof FormData) ? multipartBody(body) : body;
    // A GET carries no body (fetch refuses one): a list screen's paging request is dropped for a
    // GET operation such as GET maintenance/list.
    const payload = method === 'GET' ? undefined : (sent ?? (carriesBody ? {} : undefined));
    return send<T>(method, operation.path, payload, params ? { params } : {});
  }
}

function isEnvelope(payload: unknown): payload is { data: unknown } {
  return typeof payload === 'object' && payload !== null && 'data' in payload;
}

/**
 * The FormData of a multipart operation's fields: a Blob or File goes as a file part, anything
 * else as text (null and undefined are left out).
 *
 * @example
 * multipartBody({ id: 12, profile_picture: pngFile }); // FormData with `id` = '12' and the file
 */
export function multipartBody(body: unknown): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(typeof body === 'object' && body !== null ? body : {})) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(name, value, value instanceof File ? value.name : name);
    else form.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value as string | number | boolean));
  }
  return form;
}
