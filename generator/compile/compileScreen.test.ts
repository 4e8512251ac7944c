import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSpecTree } from '../load/loadSpecTree';
import { mergeOpenApi } from '../load/mergeOpenApi';
import { compileScreen } from './compileScreen';
import { screenCompileContext } from './screenCompileContext';

// Compiled against the real specs: the catalog, the access rules and the OpenAPI description.
const tree = loadSpecTree(join(import.meta.dirname, '../..'));
const context = screenCompileContext(tree, mergeOpenApi(tree.api).document);
const { messages, operationAccess } = context;

/** A compiled screen, read the way a test reads it (the runtime's types live in src/generated). */
interface Compiled {
  [key: string]: unknown;
  source?: Record<string, unknown>;
  search?: Record<string, unknown>;
  rowActions?: Record<string, unknown>[];
}
const compileScreenForTest = (screen: Record<string, unknown>): Compiled => compileScreen(screen, context);

// A practices-like list, as a spec writes it: message keys, actions without `access`, no wire shape.
const practicesYaml = {
  route: '/compiled-practices',
  title: 'Practices',
  access: { superUser: true },
  kind: 'list',
  source: { operation: 'listPractices', pageSize: 20, orderBy: { field: 'name', direction: 'asc' } },
  columns: [{ field: 'name', header: 'Name' }],
  empty: 'emptyList',
  loadingText: 'Loading practices...',
  rowActions: [
    { label: 'Edit', to: '/practice/{id}', access: { permissions: ['editPractice'] } },
    {
      label: 'Archive',
      operation: 'archivePractice',
      params: { id: 'id' },
      success: 'practiceArchived',
      confirm: { title: 'areYouSure', message: 'cannotBeUndone', confirmLabel: 'Archive' },
      color: 'red',
    },
    { label: 'Deselect Practice', action: 'deselectPractice' },
  ],
};

describe('compileScreen', () => {
  const compiled = compileScreenForTest(practicesYaml);
  const [edit, archive, deselect] = compiled.rowActions ?? [];

  it('resolves every field the schema marks as a message key to its text, also inside actions', () => {
    expect(compiled.empty).toBe(messages.emptyList);
    expect(compiled.empty).toBe('This list is empty');
    expect(archive?.confirm).toEqual({ title: messages.areYouSure, message: messages.cannotBeUndone, confirmLabel: 'Archive' });
  });

  it('keeps a text that is no message key as written', () => {
    expect(compiled.loadingText).toBe('Loading practices...');
    expect(archive?.label).toBe('Archive');
  });

  it('[practice-edit-archive-permission] gives an action without `access` the rule of its operation', () => {
    expect(archive?.access).toEqual(operationAccess.archivePractice);
  });

  it('gives an action that calls nothing the screen\'s own rule, and keeps a rule that is written', () => {
    expect(deselect?.access).toEqual({ superUser: true });
    expect(edit?.access).toEqual({ permissions: ['editPractice'] });
  });

  it('[list-response-paging] fills the list source\'s paging and filter placement from its operation', () => {
    expect(compiled.source).toMatchObject({ operation: 'listPractices', paging: 'camel', filtersAt: 'search', access: operationAccess.listPractices });
  });

  it('[device-list-call] reads filters placed in the body from the operation\'s x-cadence-filters', () => {
    const devices = compileScreenForTest({ ...practicesYaml, source: { operation: 'listDevices', pageSize: 20, orderBy: { field: 'serial_number', direction: 'asc' } } });
    expect(devices.source).toMatchObject({ paging: 'camel', filtersAt: 'body' });
  });

  it('reads a whole-list answer (an array) and snake paging of a search', () => {
    const maintenance = compileScreenForTest({ ...practicesYaml, source: { operation: 'listMaintenance', pageSize: 1000, orderBy: { field: 'id', direction: 'asc' } } });
    expect(maintenance.source).toMatchObject({ paging: 'whole' });
    const search = compileScreenForTest({
      route: '/compiled-search',
      title: 'Search',
      access: { signedIn: true },
      kind: 'search',
      search: { operation: 'searchAssets', options: [{ value: 'patient', label: 'Patient', fields: [{ field: 'name', label: 'Name' }], columns: [{ field: 'name', header: 'Name' }] }] },
    });
    expect(search.search?.paging).toBe('snake');
  });

  it('does not change the spec it compiles', () => {
    expect(practicesYaml.empty).toBe('emptyList');
    expect(practicesYaml.rowActions[1]).not.toHaveProperty('access');
  });
});
