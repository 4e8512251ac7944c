// The emitted validators are imported from a scratch folder (generator/ may not import src/) and
// held to RJSF's compiling validator, which the forms used before they were precompiled: the same
// errors, in the same order, for the same data.
import { hashForSchema, type RJSFSchema } from '@rjsf/utils';
import validator, { type ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import { emitFormValidators } from './emitFormValidators';
import type { GeneratedFile } from './GeneratedFile';
import { importGeneratedFile } from './importGeneratedFile';

const form = (name: string, schema: RJSFSchema) => ({ name, path: `specs/forms/${name}.form.yaml`, form: { title: name, schema } });

async function emittedValidators(schema: RJSFSchema): Promise<{ files: GeneratedFile[]; validators: ValidatorFunctions }> {
  const files = await emitFormValidators([form('contact', schema)]);
  const module = files.find((file) => file.path === 'src/generated/formValidators/contact.js');
  if (module === undefined) throw new Error('no module emitted');
  return { files, validators: (await importGeneratedFile<{ default: ValidatorFunctions }>(module)).default };
}

/** What the errors say of the data (RJSF's error processing reads these). */
const described = (errors: readonly ErrorObject[] | null | undefined) =>
  (errors ?? []).map(({ keyword, instancePath, schemaPath, params }) => ({ keyword, instancePath, schemaPath, params }));

describe('emitFormValidators', () => {
  it.each<{ rule: string; schema: RJSFSchema; data: unknown; want: { keyword: string; instancePath: string }[] }>([
    {
      rule: 'required fields and a digits pattern, every error at once',
      schema: { type: 'object', required: ['name', 'zip'], properties: { name: { type: 'string' }, zip: { type: 'string', pattern: '^[0-9]+$' } } },
      data: { zip: '55a' },
      want: [
        { keyword: 'required', instancePath: '' },
        { keyword: 'pattern', instancePath: '/zip' },
      ],
    },
    {
      rule: 'an e-mail format (ajv-formats, bundled in)',
      schema: { type: 'object', properties: { email: { type: 'string', format: 'email' } } },
      data: { email: 'not-an-address' },
      want: [{ keyword: 'format', instancePath: '/email' }],
    },
    {
      rule: 'a date format checked by a function of ajv-formats (bundled in)',
      schema: { type: 'object', properties: { day: { type: 'string', format: 'date' } } },
      data: { day: '2026-02-30' },
      want: [{ keyword: 'format', instancePath: '/day' }],
    },
    {
      rule: 'lengths in characters, not UTF-16 units (Ajv’s ucs2length, bundled in)',
      schema: { type: 'object', properties: { note: { type: 'string', maxLength: 2 } } },
      data: { note: '😀😀😀' },
      want: [{ keyword: 'maxLength', instancePath: '/note' }],
    },
    {
      rule: 'unique items compared deeply (Ajv’s equal, bundled in)',
      schema: { type: 'object', properties: { codes: { type: 'array', uniqueItems: true, items: { type: 'object' } } } },
      data: { codes: [{ a: 1 }, { a: 1 }] },
      want: [{ keyword: 'uniqueItems', instancePath: '/codes' }],
    },
    {
      rule: 'an if/then rule',
      schema: {
        type: 'object',
        properties: { kind: { type: 'integer' }, date: { type: 'integer' } },
        if: { properties: { kind: { const: 1 } }, required: ['kind'] },
        then: { required: ['date'] },
      },
      data: { kind: 1 },
      want: [
        { keyword: 'required', instancePath: '' },
        { keyword: 'if', instancePath: '' },
      ],
    },
  ])('emits a module that checks $rule as RJSF’s compiling validator did', async ({ schema, data, want }) => {
    const { validators } = await emittedValidators(schema);
    const validate = validators[hashForSchema(schema)];
    expect(validate?.(data)).toBe(false);
    expect(described(validate?.errors).map(({ keyword, instancePath }) => ({ keyword, instancePath }))).toEqual(want);
    expect(described(validate?.errors)).toEqual(described(validator.rawValidation<ErrorObject>(schema, data).errors));
    expect(validate?.({})).toBe(schema.required === undefined);
  });

  it('emits a validator for each schema RJSF validates while it draws the form: an `if` has its own', async () => {
    const condition: RJSFSchema = { properties: { kind: { const: 1 } }, required: ['kind'] };
    const schema: RJSFSchema = { type: 'object', properties: { kind: { type: 'integer' } }, if: condition, then: { required: ['date'] } };
    const { validators } = await emittedValidators(schema);
    expect(validators[hashForSchema(condition)]?.({ kind: 1 })).toBe(true);
    expect(validators[hashForSchema(condition)]?.({ kind: 2 })).toBe(false);
  });

  it('emits a module that imports nothing and compiles nothing, with its declaration', async () => {
    const { files } = await emittedValidators({ type: 'object', properties: { email: { type: 'string', format: 'email', maxLength: 9 } } });
    const code = files.find((file) => file.path.endsWith('.js'))?.content ?? '';
    expect(code).toMatch(/^\/\/ generated from specs\/ — do not edit\n/);
    // Nothing imported, no `require` left for the browser (esbuild's shim), no code compiled.
    expect(code).not.toMatch(/^import |typeof require|new Function|\beval\(/m);
    expect(code).toMatch(/^export default /m);
    expect(files.find((file) => file.path === 'src/generated/formValidators/contact.d.ts')?.content).toContain('declare const checks: ValidatorFunctions;');
  });

  it('indexes each form’s module by the RJSF hash of its schema, for the runtime to load when the form shows', async () => {
    const first: RJSFSchema = { type: 'object', properties: { a: { type: 'string' } } };
    const second: RJSFSchema = { type: 'object', properties: { b: { type: 'string' } } };
    const files = await emitFormValidators([form('first', first), form('second', second), form('sameAsFirst', { ...first })]);
    expect(files.map((file) => file.path)).toEqual([
      'src/generated/formValidators.ts',
      'src/generated/formValidators/first.d.ts',
      'src/generated/formValidators/first.js',
      'src/generated/formValidators/second.d.ts',
      'src/generated/formValidators/second.js',
      'src/generated/formValidators/sameAsFirst.d.ts',
      'src/generated/formValidators/sameAsFirst.js',
    ]);
    const index = files[0]?.content ?? '';
    expect(index).toContain(`"${hashForSchema(first)}": () => import('./formValidators/first.js'),`);
    expect(index).toContain(`"${hashForSchema(second)}": () => import('./formValidators/second.js'),`);
    // A second form with the same schema shares the first one's validators.
    expect(index).not.toContain('sameAsFirst.js');
  });

  it('emits the same bytes every time', async () => {
    const schema: RJSFSchema = { type: 'object', required: ['name'], properties: { name: { type: 'string', maxLength: 5 } } };
    expect(await emitFormValidators([form('contact', schema)])).toEqual(await emitFormValidators([form('contact', schema)]));
  });
});
