import { bundleStandaloneCode } from '../compile/bundleStandaloneCode';
import type { GeneratedFile } from './GeneratedFile';
import { generatedHeader } from './generatedHeader';

/** What a precompiled check module holds, for its declaration: the type of its default export. */
export interface StandaloneModuleExport {
  /** The type imports the declaration needs, e.g. `import type { ValidatorFunctions } from '@rjsf/validator-ajv8';`. */
  imports: string;
  /** The default export's type, e.g. `ValidatorFunctions`. */
  type: string;
}

/**
 * The two files of one precompiled check: `<path>.js`, the ES module of the Ajv standalone code
 * (bundled, importing nothing, see bundleStandaloneCode; written as bundled, not reformatted),
 * and `<path>.d.ts`, its declaration for TypeScript. `about` says, in the header of both, what
 * the module checks.
 *
 * @example
 * await standaloneModuleFiles('src/generated/formValidators/practice', code, 'The precompiled validators of ...', exported);
 * // [{ path: 'src/generated/formValidators/practice.d.ts', ... }, { path: 'src/generated/formValidators/practice.js', ... }]
 */
export async function standaloneModuleFiles(
  path: string,
  commonJsCode: string,
  about: string,
  exported: StandaloneModuleExport,
): Promise<GeneratedFile[]> {
  const header = `${generatedHeader}// ${about}\n`;
  const name = path.split('/').pop() ?? path;
  return [
    {
      path: `${path}.d.ts`,
      content: `${header}${exported.imports}\n\ndeclare const checks: ${exported.type};\nexport default checks;\n`,
    },
    { path: `${path}.js`, content: await bundleStandaloneCode(commonJsCode, name, header) },
  ];
}
