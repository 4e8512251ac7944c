import { ApiError } from './ApiError';
import type { JsonObject } from './jsonObject';

/** Path, query and header parameters of a call. */
export interface CallParams {
  path?: Record<string, string | number>;
  /** By name: an array repeats the name, an object is sent as `name[field]`. */
  query?: JsonObject;
  header?: Record<string, string>;
}

/** One request to the middleware, before the session's headers are added. */
export interface RequestPlan {
  method: string;
  /** The OpenAPI path with `{name}` placeholders, relative to the base URL. */
  path: string;
  body?: unknown;
  params?: CallParams;
}

/**
 * The address of a call: `{name}` placeholders filled (URL-encoded) and the query written as
 * OpenAPI's default style (form, exploded: `a=1&a=2`; objects as `key[field]=value`).
 *
 * @example
 * requestUrl('/api', '/patient/{id}', { path: { id: 42 }, query: { include: 'devices' } }); // '/api/patient/42?include=devices'
 */
export function requestUrl(baseUrl: string, path: string, params: CallParams = {}): string {
  const filled = path.replace(/\{([^}]+)\}/g, (placeholder, name: string) => {
    const value = params.path?.[name];
    return value === undefined ? placeholder : encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params.query ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) query.append(name, text(item));
    else if (typeof value === 'object') for (const [field, item] of Object.entries(value)) query.append(`${name}[${field}]`, text(item));
    else query.append(name, text(value));
  }
  const search = query.toString();
  return `${baseUrl.replace(/\/$/, '')}${filled}${search ? `?${search}` : ''}`;
}

function text(value: unknown): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

/**
 * Sends one call and resolves with the parsed answer (JSON, else its text, else undefined); a
 * status outside 2xx rejects with {@link ApiError.fromResponse}, a call that never got an answer
 * with {@link ApiError.fromNetwork}. A FormData body goes as multipart (the browser sets the
 * boundary), anything else as JSON.
 *
 * @example
 * const payload = await sendRequest(fetch, '/api', { method: 'POST', path: '/login', body }, headers);
 */
export async function sendRequest(fetchImpl: (request: Request) => Promise<Response>, baseUrl: string, plan: RequestPlan, headers: Headers): Promise<unknown> {
  for (const [name, value] of Object.entries(plan.params?.header ?? {})) headers.set(name, value);
  let body: BodyInit | undefined;
  if (plan.body instanceof FormData) body = plan.body;
  else if (plan.body !== undefined) {
    body = JSON.stringify(plan.body);
    headers.set('Content-Type', 'application/json');
  }
  let response: Response;
  let answer: string;
  try {
    response = await fetchImpl(new Request(requestUrl(baseUrl, plan.path, plan.params), { method: plan.method, headers, ...(body === undefined ? {} : { body }) }));
    answer = await response.text();
  } catch (error) {
    throw ApiError.fromNetwork(error);
  }
  const payload = parseAnswer(answer);
  if (!response.ok) throw ApiError.fromResponse(response.status, payload, response.headers.get('retry-after'));
  return payload;
}

function parseAnswer(answer: string): unknown {
  if (answer === '') return undefined;
  try {
    return JSON.parse(answer) as unknown;
  } catch {
    return answer;
  }
}
