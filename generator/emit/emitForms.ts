import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { compileForm } from '../compile/compileForm';
import type { ScreenCompileContext } from '../compile/compileScreen';
import { formName } from '../load/formName';
import type { SpecTree } from '../load/SpecTree';
import type { GeneratedFile } from './GeneratedFile';
import { generatedHeader } from './generatedHeader';

/**
 * Emits `src/generated/forms.ts` (every form of specs/forms by name, compiled: references into
 * specs/api resolved, message keys turned into texts, see generator/compile/compileForm.ts) and,
 * for each form, `src/generated/forms/<name>.ts` with the TypeScript of its data (`<Name>FormData`).
 *
 * @example
 * (await emitForms(tree, context)).map((file) => file.path); // ['src/generated/forms.ts', 'src/generated/forms/addPatient.ts']
 */
export async function emitForms(tree: SpecTree, context: ScreenCompileContext): Promise<GeneratedFile[]> {
  const forms = Object.fromEntries(tree.forms.map((file) => [formName(file.path), compileForm(file.data, tree.api, context)]));
  const index: GeneratedFile = {
    path: 'src/generated/forms.ts',
    content: `${generatedHeader}// The compiled forms of specs/forms, by name (the file name without \`.form.yaml\`).
import type { CompiledForm } from './compiled-types';

/** Every form spec by name. */
export const forms: Readonly<Record<string, CompiledForm>> = ${JSON.stringify(forms)};
`,
  };
  const dataTypes = await Promise.all(
    tree.forms.map(async (file): Promise<GeneratedFile> => {
      const name = formName(file.path);
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
