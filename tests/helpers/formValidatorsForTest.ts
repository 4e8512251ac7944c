import { schemaParser, type RJSFSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import createAjvInstance from '@rjsf/validator-ajv8/lib/createAjvInstance.js';

const compiled = new WeakMap<object, ValidatorFunctions>();

/**
 * The validators of a form schema a test writes itself (not one of specs/forms, which
 * `npm run generate` precompiles), compiled in the test process with what the generator compiles
 * with (generator/compile/formValidatorsCode.ts: RJSF's schema parser and its default Ajv setup),
 * only not written out as code: the same functions, by the same RJSF hashes. Never in the portal.
 *
 * @example
 * formValidatorsForTest({ type: 'object', properties: { email: { type: 'string', format: 'email' } } });
 */
export function formValidatorsForTest(schema: RJSFSchema): ValidatorFunctions {
  let validators = compiled.get(schema);
  if (validators === undefined) {
    const schemas = Object.values(schemaParser(schema));
    const ajv = createAjvInstance(undefined, undefined, { schemas });
    validators = Object.fromEntries(
      schemas.flatMap((each) => {
        const validate = ajv.getSchema(String(each.$id));
        return validate === undefined ? [] : [[String(each.$id), validate]];
      }),
    );
    compiled.set(schema, validators);
  }
  return validators;
}
