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
