import openapi from '../../../src/generated/openapi.json' with { type: 'json' };
import { featurePlugin } from '../Feature';

/**
 * The apiReference feature (GET api_reference, signed in): the merged OpenAPI description that
 * `npm run generate` wrote from specs/api, for the portal's API reference page at /api/docs.
 */
export const apiReferenceFeature = featurePlugin('apiReference', () => ({
  apiReference() {
    return Promise.resolve(openapi);
  },
}));
