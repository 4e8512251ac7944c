// The compiled screens as the portal loads them: the eager index the shell reads, and each
// screen's module behind its route.
import { describe, expect, it } from 'vitest';
import { messages } from './generated/catalog';
import { loadScreen, screenIndex } from './generated/screens';

describe('compiled screen modules', () => {
  it('has a module for every routed screen of the index, agreeing with it on route, kind and access', async () => {
    for (const entry of screenIndex) {
      const load = loadScreen[entry.route];
      expect(load, entry.route).toBeDefined();
      if (load === undefined) continue;
      const { screen } = await load();
      expect({ route: screen.route, kind: screen.kind, access: screen.access, menu: screen.menu }).toEqual({
        route: entry.route,
        kind: entry.kind,
        access: entry.access,
        menu: entry.menu,
      });
    }
  });

  it('keeps the index to what the shell reads before a screen opens (a dialog screen whole)', () => {
    const shellFields = new Set(['route', 'aliases', 'title', 'access', 'kind', 'menu', 'menuLinks', 'layout']);
    for (const entry of screenIndex.filter((candidate) => candidate.kind !== 'dialog')) {
      expect(Object.keys(entry).filter((key) => !shellFields.has(key)), entry.route).toEqual([]);
    }
  });

  it('[empty-list] [list-response-paging] loads the patient list with its texts resolved and its wire shape filled', async () => {
    const { screen } = await (loadScreen['/patients'] ?? (() => Promise.reject(new Error('no /patients module'))))();
    if (screen.kind !== 'list' || screen.source.operation === undefined) throw new Error('/patients is a list of an operation');
    expect(screen.source).toMatchObject({ operation: 'listPatients', paging: 'camel', filtersAt: 'search' });
    // specs/screens/patients.screen.yaml says `empty: emptyList`; the module holds the text.
    expect(screen.empty).toBe(messages.emptyList);
  });
});
