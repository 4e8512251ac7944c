import { describe, expect, it } from 'vitest';
import { registryNames } from '../../src/generated/catalog';
import { appRegistry } from '../../src/appRegistry';
import { inlineInputNames } from '../registry/inlineInputNamed';
import { formWidgets } from './formWidgets';

// The catalog may list names as an array or as the keys of a name → description map.
const namesOf = (list: unknown) => (Array.isArray(list) ? list.map(String) : Object.keys(list as object)).sort();
const catalogWidgets = namesOf(registryNames.widgets);

describe('formWidgets', () => {
  it('names only widgets of specs/catalog/registry.yaml, so the spec linter knows each one', () => {
    expect(Object.keys(formWidgets).filter((name) => !catalogWidgets.includes(name))).toEqual([]);
  });

  it('in the app registry, together with the list filter widgets, implements every widget the catalog lists', () => {
    const implemented = new Set([...Object.keys(formWidgets), ...Object.keys(appRegistry.formWidgets), ...inlineInputNames(appRegistry)]);
    expect(catalogWidgets.filter((name) => !implemented.has(name))).toEqual([]);
  });

  it('has the phone, state, e-mail, digits and zip widgets', () => {
    expect(Object.keys(formWidgets)).toEqual(expect.arrayContaining(['phone', 'state', 'email', 'digits', 'zip', 'select']));
  });
});
