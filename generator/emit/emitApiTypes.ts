import openapiTS, { astToString } from 'openapi-typescript';
import type { MergedOpenApi } from '../load/mergeOpenApi';
import type { GeneratedFile } from './GeneratedFile';
import { generatedHeader } from './generatedHeader';

/**
 * Emits `src/generated/api.d.ts`: `paths`, `components` and `operations` of the merged OpenAPI,
 * from openapi-typescript.
 *
 * @example
 * (await emitApiTypes(merged)).path; // 'src/generated/api.d.ts'
 */
export async function emitApiTypes(openApi: MergedOpenApi): Promise<GeneratedFile> {
  // openapi-typescript may annotate the document it is given; it gets a copy.
  const document = structuredClone(openApi.document) as unknown as Parameters<typeof openapiTS>[0];
  const ast = await openapiTS(document, { silent: true });
  return { path: 'src/generated/api.d.ts', content: `${generatedHeader}${astToString(ast)}` };
}
