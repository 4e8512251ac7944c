import type { OpenApiDocument } from '../load/mergeOpenApi';
import type { SpecTree } from '../load/SpecTree';
import type { ScreenCompileContext } from './compileScreen';
import { createSchemaWalker } from './schemaWalker';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What compiling the screens of `tree` reads: the schemas, every message of specs/catalog, the
 * operations' access rules of specs/access.yaml and the merged OpenAPI description.
 *
 * @example
 * const context = screenCompileContext(tree, openApi.document);
 * compileScreen(tree.screens[0].data, context);
 */
export function screenCompileContext(tree: SpecTree, openApi: OpenApiDocument): ScreenCompileContext {
  const messages: Record<string, string> = {};
  for (const file of tree.catalog) {
    const catalogMessages = isRecord(file.data) ? file.data.messages : undefined;
    if (isRecord(catalogMessages)) {
      for (const [key, text] of Object.entries(catalogMessages)) if (typeof text === 'string') messages[key] = text;
    }
  }
  const access = isRecord(tree.access?.data) ? tree.access.data : {};
  const operationAccess = isRecord(access.operations) ? access.operations : {};
  return { walker: createSchemaWalker(tree.schemas), messages, operationAccess, openApi };
}
