import type { HotPayload } from 'vite';
import { describe, expect, it } from 'vitest';
import { createSpecsRegenerator } from './createSpecsRegenerator';
import type { GeneratedFile } from './emit/GeneratedFile';
import type { GenerateResult } from './generate';

const broken: GenerateResult = {
  ok: false,
  problems: [{ file: 'specs/access.yaml', line: 3, column: 5, message: 'unknown role `nurse`' }],
};
const clean: GenerateResult = { ok: true, files: [{ path: 'src/generated/screens.ts', content: 'x' }] };

/** A regenerator over scripted generation results, recording what it wrote and sent. */
function harness(results: GenerateResult[], changedPaths: string[][]) {
  const sent: HotPayload[] = [];
  const written: GeneratedFile[][] = [];
  const regenerate = createSpecsRegenerator({
    root: '/repo',
    generate: () => Promise.resolve(results.shift() ?? clean),
    write: (_root, files) => {
      written.push([...files]);
      return changedPaths.shift() ?? [];
    },
    send: (payload) => sent.push(payload),
    log: () => undefined,
  });
  return { regenerate, sent, written };
}

describe('createSpecsRegenerator', () => {
  it('shows lint problems in the error overlay and writes nothing', async () => {
    const { regenerate, sent, written } = harness([broken], []);
    await regenerate();
    expect(written).toEqual([]);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      type: 'error',
      err: {
        plugin: 'cadence-specs',
        id: '/repo/specs/access.yaml',
        loc: { file: '/repo/specs/access.yaml', line: 3, column: 5 },
      },
    });
  });

  it('writes the files of a clean generation and leaves the hot update to Vite', async () => {
    const { regenerate, sent, written } = harness([clean], [['src/generated/screens.ts']]);
    await regenerate();
    expect(written).toEqual([clean.ok ? clean.files : []]);
    expect(sent).toEqual([]);
  });

  it('reloads the page when a fix changes nothing, so that the overlay goes away', async () => {
    const { regenerate, sent } = harness([broken, clean], [[]]);
    await regenerate();
    await regenerate();
    expect(sent.map((payload) => payload.type)).toEqual(['error', 'full-reload']);
  });

  it('folds changes made during a run into one more run', async () => {
    let calls = 0;
    const regenerate = createSpecsRegenerator({
      root: '/repo',
      generate: async () => {
        calls += 1;
        await new Promise((resolve) => setTimeout(resolve, 5));
        return clean;
      },
      write: () => [],
      send: () => undefined,
      log: () => undefined,
    });
    await Promise.all([regenerate(), regenerate(), regenerate()]);
    expect(calls).toBe(2);
  });
});

describe('createSpecsRegenerator with the fast path of a saved screen', () => {
  const fastFile = { path: 'src/generated/screens/patients.ts', content: 'fast' };

  it('writes the saved screen module alone at once (removing no other file) and the whole generation after it', async () => {
    const written: string[][] = [];
    const regenerate = createSpecsRegenerator({
      root: '/repo',
      generate: () => Promise.resolve(clean),
      write: (_root, files) => {
        written.push(['whole', ...files.map((file) => file.content)]);
        return files.map((file) => file.path);
      },
      writeSome: (_root, files) => {
        written.push(['some', ...files.map((file) => file.content)]);
        return files.map((file) => file.path);
      },
      send: () => undefined,
      log: () => undefined,
      fast: { screenChanged: () => Promise.resolve({ ok: true, file: fastFile }), reset: () => undefined },
      followUpMs: 1,
    });
    await regenerate('specs/screens/patients.screen.yaml');
    expect(written).toEqual([['some', 'fast'], ['whole', 'x']]);
  });

  it('takes the whole generation alone when the fast path cannot tell, and forgets its tree after another spec changed', async () => {
    const written: string[][] = [];
    let resets = 0;
    const regenerate = createSpecsRegenerator({
      root: '/repo',
      generate: () => Promise.resolve(broken),
      write: (_root, files) => {
        written.push(files.map((file) => file.content));
        return [];
      },
      send: () => undefined,
      log: () => undefined,
      fast: {
        screenChanged: () => Promise.resolve({ ok: false, reason: 'lint problems' }),
        reset: () => {
          resets += 1;
        },
      },
      followUpMs: 1,
    });
    await regenerate('specs/screens/patients.screen.yaml');
    await regenerate('specs/access.yaml');
    expect(written).toEqual([]);
    expect(resets).toBe(1);
  });
});
