// `message` is tested as emitted for the real catalog (generator/ may not import src/, so the
// emitted file is imported from a scratch folder).
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSpecTree } from '../load/loadSpecTree';
import { emitCatalog } from './emitCatalog';
import { importGeneratedFile } from './importGeneratedFile';

interface EmittedCatalog {
  constants: Readonly<Record<string, string | number | boolean>>;
  lookups: Readonly<Record<string, unknown>>;
  registryNames: { formats: readonly string[]; screens: readonly string[] };
  message: (key: string, values?: Readonly<Record<string, string | number>>) => string;
}

const { constants, lookups, message, registryNames } = await importGeneratedFile<EmittedCatalog>(
  emitCatalog(loadSpecTree(join(import.meta.dirname, '../..'))),
);

describe('the emitted catalog', () => {
  it.each<{ key: string; values?: Record<string, string | number>; want: string }>([
    { key: 'passwordExpiresIn', values: { n: 3 }, want: 'Your password will expire in 3 days.' },
    { key: 'fieldRequired', values: { field: 'First name' }, want: 'First name is required.' },
    { key: 'emptyList', want: 'This list is empty' },
    {
      key: 'validationFailed',
      values: {},
      want: 'Validation failed - Contact Customer Service. Error Numbers: {codes}',
    },
  ])('message($key) fills placeholders verbatim', ({ key, values, want }) => {
    expect(message(key, values)).toBe(want);
  });

  it('keeps constants with their types', () => {
    expect(constants.passwordMinLength).toBe(8);
    expect(constants.versionLabel).toBe('1-release-3.33.00-1');
  });

  it('lists the lookups and the registry names the runtime must implement', () => {
    expect(lookups.patientStatuses).toEqual({
      operation: 'queryPatientStatusTypes',
      value: 'search_value',
      label: 'name',
    });
    expect(registryNames.formats).toContain('painColour');
    expect(registryNames.screens).toContain('login');
  });
});
