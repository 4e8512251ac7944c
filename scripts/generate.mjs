#!/usr/bin/env node
// `npm run generate [-- --check] [--force] [root]`: returns at once, without loading the generator
// or TypeScript support, when neither the specs, the generator nor src/generated changed since the
// last good generation (scripts/generationStamp.mjs); otherwise runs generator/cli.ts, which lints
// and emits (and, with --check, never trusts the stamp).
import { spawn } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generationIsCurrent } from './generationStamp.mjs';

const args = process.argv.slice(2);
const root = resolve(args.find((arg) => !arg.startsWith('--')) ?? process.cwd());
if (!args.includes('--check') && !args.includes('--force') && generationIsCurrent(root)) {
  console.log('src/generated is up to date (specs/ and the generator unchanged since the last generation)');
  process.exit(0);
}
const cli = join(dirname(fileURLToPath(import.meta.url)), '..', 'generator', 'cli.ts');
const child = spawn(process.execPath, ['--import', 'tsx', cli, ...args], { stdio: 'inherit' });
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
