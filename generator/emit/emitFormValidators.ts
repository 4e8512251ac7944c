import { hashForSchema, type RJSFSchema } from '@rjsf/utils';
import type { CompiledFormFile } from '../compile/compiledForms';
import { formValidatorsCode } from '../compile/formValidatorsCode';
import type { GeneratedFile } from './GeneratedFile';
import { generatedHeader } from './generatedHeader';
import { standaloneModuleFiles } from './standaloneModuleFiles';

const validatorFunctions = {
  imports: "import type { ValidatorFunctions } from '@rjsf/validator-ajv8';",
  type: 'ValidatorFunctions',
};

/**
 * Emits the precompiled validators of every form, so that the portal compiles no JSON Schema in
 * the browser (its Content-Security-Policy has no `'unsafe-eval'`):
 * - `src/generated/formValidators/<name>.js` per form: an ES module whose default export is
 *   RJSF's `ValidatorFunctions` of the form's compiled schema (formValidatorsCode), with its
 *   `.d.ts`; a schema Ajv cannot compile stops the generation here, never in the browser;
 * - `src/generated/formValidators.ts`: `formValidatorModules`, the RJSF hash of each form's
 *   schema → the lazy import of its module, so that a form's validators load when it is first
 *   shown (runtime/form/formValidatorFunctions.ts) and the login route carries none.
 *
 * @example
 * (await emitFormValidators(compiledForms(tree, context))).map((file) => file.path);
 * // ['src/generated/formValidators.ts', 'src/generated/formValidators/addPatient.d.ts', 'src/generated/formValidators/addPatient.js']
 */
export async function emitFormValidators(forms: readonly CompiledFormFile[]): Promise<GeneratedFile[]> {
  const entries = forms.map(({ name, path, form }) => {
    const schema = form.schema as RJSFSchema;
    return { name, path, schema, key: hashForSchema(schema) };
  });
  const modules = await Promise.all(
    entries.map(({ name, path, schema }) =>
      standaloneModuleFiles(
        `src/generated/formValidators/${name}`,
        formValidatorsCode(schema),
        `The precompiled validators of the form ${path}, by the RJSF hash of each schema they check.`,
        validatorFunctions,
      ),
    ),
  );
  // Two forms with the same schema share one set of validators: the first module answers both.
  const moduleByKey = new Map<string, string>();
  for (const { key, name } of entries) if (!moduleByKey.has(key)) moduleByKey.set(key, name);
  const index: GeneratedFile = {
    path: 'src/generated/formValidators.ts',
    content: `${generatedHeader}// The precompiled validators of every form of specs/forms (Ajv standalone code: the portal compiles
// no JSON Schema in the browser), by the RJSF hash of the form's schema (\`hashForSchema\`). Each
// module loads the first time its form is shown (runtime/form/formValidatorFunctions.ts).
${validatorFunctions.imports}

/** The lazy import of each form's validators, by the RJSF hash of the form's schema. */
export const formValidatorModules: Readonly<Record<string, () => Promise<{ default: ValidatorFunctions }>>> = {
${[...moduleByKey].map(([key, name]) => `  ${JSON.stringify(key)}: () => import('./formValidators/${name}.js'),`).join('\n')}
};
`,
  };
  return [index, ...modules.flat()];
}
