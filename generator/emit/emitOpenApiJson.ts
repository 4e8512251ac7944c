import type { MergedOpenApi } from '../load/mergeOpenApi';
import type { GeneratedFile } from './GeneratedFile';
import { generatedNotice } from './generatedHeader';

/**
 * Emits `src/generated/openapi.json`: the merged OpenAPI 3.1 document, headed by the
 * do-not-edit notice as an `x-generated` extension (OpenAPI's root accepts only `x-` fields, so a
 * `$comment` would make the document invalid).
 *
 * @example
 * emitOpenApiJson(merged).path; // 'src/generated/openapi.json'
 */
export function emitOpenApiJson(openApi: MergedOpenApi): GeneratedFile {
  const { openapi, ...rest } = openApi.document;
  const document = { openapi, 'x-generated': generatedNotice, ...rest };
  return { path: 'src/generated/openapi.json', content: `${JSON.stringify(document, null, 2)}\n` };
}
