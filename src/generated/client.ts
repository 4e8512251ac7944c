// generated from specs/ — do not edit
// The typed middleware client.
import createClient, { type ClientOptions } from 'openapi-fetch';
import type { paths } from './api';

/**
 * An openapi-fetch client for the middleware, typed by the paths of specs/api.
 *
 * @example
 * const client = createApiClient({ baseUrl: '/api' });
 * const { data } = await client.POST('/login', { body: { username, password } });
 */
export function createApiClient(options: ClientOptions) {
  return createClient<paths>(options);
}
