import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

// Where the standalone code's `require`s (Ajv's runtime helpers, ajv-formats) resolve, and what
// esbuild's path comments are relative to: the repository, wherever the specs being generated
// lie (a lint fixture elsewhere is emitted exactly like the real tree), so the output is the same
// on every machine.
const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Turns Ajv standalone validation code (CommonJS: Ajv's ES-module output still `require`s its
 * runtime helpers, ajv-validator/ajv#2209, and RJSF names its exports by schema hashes, which are
 * no identifiers) into one self-contained ES module whose default export is what the code
 * exported: the helpers it requires are bundled in (esbuild), so the module imports nothing and
 * runs in the browser as it is, with no `eval`. `name` names the code in the bundle's comments.
 *
 * @example
 * await bundleStandaloneCode(compileSchemaValidatorsCode(schema), 'practice', '// generated ...\n');
 * // '// generated ...\nvar __commonJS = ...\nexport default require_practice();\n'
 */
export async function bundleStandaloneCode(
  commonJsCode: string,
  name: string,
  header: string,
): Promise<string> {
  const result = await build({
    stdin: { contents: commonJsCode, resolveDir: repositoryRoot, sourcefile: `${name}.cjs`, loader: 'js' },
    absWorkingDir: repositoryRoot,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    legalComments: 'none',
    banner: { js: header.trimEnd() },
    write: false,
    logLevel: 'silent',
  });
  const [output] = result.outputFiles;
  if (output === undefined) throw new Error(`esbuild wrote nothing for ${name}`);
  return output.text;
}
