import { Ajv2020 } from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import type { OpenApiDocument } from '../load/mergeOpenApi';

// The id the OpenAPI document is added under, so that the shape's `$ref` and the references
// inside the document's schemas (`#/components/schemas/...`) resolve in it.
const documentId = 'cadence-openapi';

/**
 * The Ajv standalone code (CommonJS) of one schema of the OpenAPI document's
 * `components.schemas` (OpenAPI 3.1: JSON Schema 2020-12), for a detail screen's `shape`: it
 * exports the check `(record) => boolean`. Formats are not checked and the first broken rule
 * ends the check: the portal only asks whether a record has the shape.
 *
 * @example
 * recordShapeCode(openApi.document, 'TabletDeviceInformation'); // '"use strict";module.exports = validate10;...'
 */
export function recordShapeCode(document: OpenApiDocument, name: string): string {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: false,
    validateFormats: false,
    code: { source: true, lines: true },
  });
  ajv.addSchema({ ...document, $id: documentId });
  return standaloneCode(ajv, ajv.compile({ $ref: `${documentId}#/components/schemas/${name}` }));
}
