import { formName } from '../load/formName';
import type { SpecTree } from '../load/SpecTree';
import { compileForm } from './compileForm';
import type { ScreenCompileContext } from './compileScreen';

/** One form of specs/forms as compiled (generator/compile/compileForm.ts), with its name and file. */
export interface CompiledFormFile {
  /** The name screens use for it: the file name without `.form.yaml`. */
  name: string;
  /** Its spec file, relative to the spec root. */
  path: string;
  form: Record<string, unknown>;
}

/**
 * Every form of specs/forms compiled once, in the tree's order, for the emitters that need them
 * (the forms themselves, their data types, their precompiled validators).
 *
 * @example
 * compiledForms(tree, context).map((entry) => entry.name); // ['addPatient', ...]
 */
export function compiledForms(tree: SpecTree, context: ScreenCompileContext): CompiledFormFile[] {
  return tree.forms.map((file) => ({
    name: formName(file.path),
    path: file.path,
    form: compileForm(file.data, tree.api, context),
  }));
}
