// The generation stamp in plain JavaScript, so that `npm start` and `npm run generate` check it
// without loading TypeScript support first (generator/generationStamp.ts re-exports it).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * What decides src/generated and specs/README.md, and those outputs themselves: the specs, the
 * generator (its templates too), the migrations the linter reads table columns from, the two
 * files outside them the linter reads (the app registry's panel and chart names, the wizard
 * machines' step ids), the Prettier settings and the locked npm versions. Folders are read whole,
 * recursively.
 */
const inputs = [
  'specs',
  'generator',
  'server/db/migrations',
  'src/appRegistry.ts',
  'machines/wizard/wizardStepIds.ts',
  'src/generated',
  '.prettierrc.json',
  'package-lock.json',
];

/** Where the fingerprint of the last good generation is kept: per checkout, never committed. */
const stampFile = (root) => join(root, '.data', 'generated.fingerprint');

function hashPath(hash, root, path) {
  const full = join(root, path);
  if (!existsSync(full)) return;
  if (statSync(full).isDirectory()) {
    for (const name of readdirSync(full).sort()) hashPath(hash, root, join(path, name));
  } else {
    hash.update(path).update('\0').update(readFileSync(full)).update('\0');
  }
}

/** A hash of the generator's inputs and its outputs as they are on disk now. */
/**
 * @param {string} root
 * @returns {string}
 */
export function generationFingerprint(root) {
  const hash = createHash('sha256');
  for (const path of inputs) hashPath(hash, root, path);
  return hash.digest('hex');
}

/**
 * Notes that src/generated is what the specs produce (after `npm run generate`, a passing
 * `--check` or the Vite plugin's own generation), so that a later build can skip regenerating.
 */
/** @param {string} root */
export function recordGeneration(root) {
  mkdirSync(dirname(stampFile(root)), { recursive: true });
  writeFileSync(stampFile(root), generationFingerprint(root));
}

/**
 * Whether neither the inputs nor the outputs changed since the last recorded generation: the
 * build of the end-to-end run then skips about 7 s of regenerating what `generate --check` has
 * just confirmed, and `npm run generate` (thus `npm start`) returns at once.
 */
/**
 * @param {string} root
 * @returns {boolean}
 */
export function generationIsCurrent(root) {
  const file = stampFile(root);
  return existsSync(file) && readFileSync(file, 'utf8') === generationFingerprint(root);
}
