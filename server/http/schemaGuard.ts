import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import openapi from '../../src/generated/openapi.json' with { type: 'json' };
import type { components } from '../../src/generated/api';
import { componentSchema } from './answerSchema';

type SchemaName = keyof components['schemas'];

// removeAdditional: a field the schema closes out (additionalProperties: false) is removed from the value.
const ajv = new Ajv2020({ strict: false, allErrors: false, removeAdditional: true });
addFormats(ajv);

/**
 * A type guard for a schema of specs/api's `components.schemas`: for data from outside (a
 * service's answer) that a handler passes on only when it has the described shape; fields the
 * schema closes out are removed from the value as it is checked.
 *
 * @example
 * const isDeviceInformation = schemaGuard('TabletDeviceInformation');
 * if (isDeviceInformation(report)) return report;
 */
export function schemaGuard<Name extends SchemaName>(
  name: Name,
): (value: unknown) => value is components['schemas'][Name] {
  return ajv.compile<components['schemas'][Name]>(componentSchema(openapi, name));
}
