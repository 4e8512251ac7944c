import { describe, expect, it } from 'vitest';
import { formatProblem } from '../lint/LintProblem';
import type { OpenApiDocument } from '../load/mergeOpenApi';
import { parseSpecFile } from '../load/parseSpecFile';
import type { SpecTree } from '../load/SpecTree';
import { emitRecordShapes } from './emitRecordShapes';
import { importGeneratedFile } from './importGeneratedFile';

const document: OpenApiDocument = {
  openapi: '3.1.0',
  paths: {},
  components: {
    schemas: {
      Device: {
        type: 'object',
        additionalProperties: false,
        required: ['serial_number', 'battery'],
        properties: { serial_number: { type: 'string' }, battery: { $ref: '#/components/schemas/Level' } },
      },
      Level: { type: 'integer', minimum: 0, maximum: 100 },
    },
  },
};

/** A tree of detail screens, each naming `shape` (or none). */
function treeOf(...shapes: (string | undefined)[]): SpecTree {
  return {
    root: '/nowhere',
    access: undefined,
    catalog: [],
    screens: shapes.map(
      (shape, index) =>
        parseSpecFile(
          `specs/screens/s${index}.screen.yaml`,
          `route: /s${index}\nkind: detail\ndetail:\n  source: { operation: getDevice }\n${shape === undefined ? '' : `  shape: ${shape}\n`}`,
        ).file,
    ),
    forms: [],
    api: [],
    reports: [],
    schemas: new Map(),
    problems: [],
  };
}

describe('emitRecordShapes', () => {
  it('emits one check per shape the detail screens name, indexed by name', async () => {
    const { files, problems } = await emitRecordShapes(treeOf('Device', undefined, 'Device'), document);
    expect(problems).toEqual([]);
    expect(files.map((file) => file.path)).toEqual([
      'src/generated/recordShapes.ts',
      'src/generated/recordShapes/Device.d.ts',
      'src/generated/recordShapes/Device.js',
    ]);
    expect(files[0]?.content).toContain(`"Device": () => import('./recordShapes/Device.js'),`);
  });

  it.each<{ record: unknown; want: boolean }>([
    { record: { serial_number: 'T8-0001', battery: 80 }, want: true },
    { record: { serial_number: 'T8-0001' }, want: false },
    { record: { serial_number: 'T8-0001', battery: 101 }, want: false },
    { record: { serial_number: 'T8-0001', battery: 80, extra: 1 }, want: false },
    { record: null, want: false },
  ])('emits a check that answers $want for $record (references inside the document followed)', async ({ record, want }) => {
    const { files } = await emitRecordShapes(treeOf('Device'), document);
    const module = files.find((file) => file.path.endsWith('Device.js'));
    if (module === undefined) throw new Error('no module emitted');
    const { default: matches } = await importGeneratedFile<{ default: (record: unknown) => boolean }>(module);
    expect(matches(record)).toBe(want);
  });

  it('refuses a shape that is no schema of components.schemas at its line, with the nearest name', async () => {
    const { problems } = await emitRecordShapes(treeOf(undefined, 'Devise'), document);
    expect(problems.map(formatProblem)).toEqual([
      'specs/screens/s1.screen.yaml:5:10  unknown shape `Devise`; did you mean `Device`?',
    ]);
  });
});
