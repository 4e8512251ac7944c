import type { GeneratedFile } from './GeneratedFile';
import { generatedHeader } from './generatedHeader';

/**
 * Emits `src/generated/client.ts`: `createApiClient(options)`, an openapi-fetch client typed by
 * the `paths` of api.d.ts.
 *
 * @example
 * emitClient().path; // 'src/generated/client.ts'
 */
export function emitClient(): GeneratedFile {
  const content = `${generatedHeader}// The typed middleware client.
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
`;
  return { path: 'src/generated/client.ts', content };
}
