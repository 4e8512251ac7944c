import { compile, type JSONSchema } from 'json-schema-to-typescript';
import type { CompiledFormFile } from '../compile/compiledForms';
import type { GeneratedFile } from './GeneratedFile';
import { generatedHeader } from './generatedHeader';

/**
 * Emits `src/generated/forms.ts` (every form of specs/forms by name, compiled: references into
 * specs/api resolved, message keys turned into texts, see generator/compile/compileForm.ts) and,
 * for each form, `src/generated/forms/<name>.ts` with the TypeScript of its data (`<Name>FormData`).
 *
 * @example
 * (await emitForms(compiledForms(tree, context))).map((file) => file.path); // ['src/generated/forms.ts', 'src/generated/forms/addPatient.ts']
 */
export async function emitForms(compiled: readonly CompiledFormFile[]): Promise<GeneratedFile[]> {
  const forms = Object.fromEntries(compiled.map(({ name, form }) => [name, form]));
  const index: GeneratedFile = {
    path: 'src/generated/forms.ts',
    content: `${generatedHeader}// The compiled forms of specs/forms, by name (the file name without \`.form.yaml\`).
import type { CompiledForm } from './compiled-types';

/** Every form spec by name. */
export const forms: Readonly<Record<string, CompiledForm>> = ${JSON.stringify(forms)};
`,
  };
  const dataTypes = await Promise.all(
    compiled.map(async ({ name }): Promise<GeneratedFile> => {
      const typeName = `${name.charAt(0).toUpperCase()}${name.slice(1)}FormData`;
      const schema = { ...(forms[name] as { schema: JSONSchema }).schema, title: typeName };
      const source = await compile(schema, typeName, {
        bannerComment: '',
        additionalProperties: false,
        format: false,
        ignoreMinAndMaxItems: true,
      });
      return { path: `src/generated/forms/${name}.ts`, content: `${generatedHeader}${source}` };
    }),
  );
  return [index, ...dataTypes];
}
