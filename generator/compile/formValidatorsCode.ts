import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';

/**
 * The Ajv standalone code (CommonJS) of a form's schema as react-jsonschema-form validates it:
 * one function per schema RJSF may validate (the form's, and each `if`, `oneOf` option ... it
 * resolves while rendering), exported by the schema's RJSF hash (`hashForSchema`), compiled with
 * RJSF's default validator options — the rules, formats and errors of `@rjsf/validator-ajv8`'s
 * default validator, which the portal used before it precompiled them.
 *
 * @example
 * formValidatorsCode(forms.practice.schema); // '"use strict";\nexports["1c6510ca"] = validate10;\n...'
 */
export function formValidatorsCode(schema: object): string {
  return compileSchemaValidatorsCode(schema);
}
