import type { OpenApiDocument } from '../load/mergeOpenApi';
import { listWireShape } from './listWireShape';
import type { AppliedSchema, SchemaWalker } from './schemaWalker';

/** What compiling a screen reads besides the screen: the catalog, the access rules and the API description. */
export interface ScreenCompileContext {
  walker: SchemaWalker;
  /** The messages of specs/catalog, key → text. */
  messages: Readonly<Record<string, string>>;
  /** The access rule of every operation (specs/access.yaml `operations`). */
  operationAccess: Readonly<Record<string, unknown>>;
  /** The merged OpenAPI description of specs/api. */
  openApi: OpenApiDocument;
}

type Data = Record<string, unknown>;
const isRecord = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);
const declares = (applied: readonly AppliedSchema[], key: string) =>
  applied.some(({ schema }) => isRecord(schema.properties) && key in schema.properties);
const marked = (applied: readonly AppliedSchema[], keyword: string) => applied.some(({ schema }) => schema[keyword] === true);

/**
 * Compiles one screen of specs/screens into what the runtime reads, walking the screen with its
 * schema so that each step follows the schema's annotations, not the shape of a construct:
 * - a field marked `"x-message": true` holding a message key becomes the message's text (text
 *   that is no key stays as written);
 * - an object whose schema has both `operation` and `access` gets, when it has no `access`, the
 *   rule of its operation, or the screen's own rule when it calls none (an action is shown to
 *   whoever may call it);
 * - a list source (`"x-wire-shape": true`) with an operation gets `paging` and `filtersAt` from
 *   that operation in the OpenAPI description (`whole` when the source names the answer's `rows`).
 *
 * @example
 * compileScreen(yaml, context).source; // { operation: 'listPatients', ..., paging: 'camel', filtersAt: 'search' }
 */
export function compileScreen(screen: unknown, context: ScreenCompileContext): Data {
  const screenAccess = isRecord(screen) ? screen.access : undefined;
  const compiled = context.walker.transform(screen, { file: 'screen.schema.json', pointer: '' }, (value, applied) => {
    if (typeof value === 'string') return marked(applied, 'x-message') ? (context.messages[value] ?? value) : value;
    if (!isRecord(value)) return value;
    let result = value;
    if (value.access === undefined && declares(applied, 'access') && declares(applied, 'operation')) {
      const rule = typeof value.operation === 'string' ? context.operationAccess[value.operation] : screenAccess;
      if (rule !== undefined) result = { ...result, access: rule };
    }
    if (marked(applied, 'x-wire-shape') && typeof value.operation === 'string') {
      const shape = listWireShape(context.openApi, value.operation);
      // `rows` names the answer's field that holds every row at once: one page, whatever the answer's shape.
      const paging = typeof value.rows === 'string' ? 'whole' : shape?.paging;
      if (shape !== undefined && paging !== undefined) result = { ...result, paging, filtersAt: shape.filtersAt };
    }
    return result;
  });
  if (!isRecord(compiled)) throw new Error('a screen spec is an object');
  return compiled;
}
