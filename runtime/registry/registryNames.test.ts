import { describe, expect, it } from 'vitest';
import { registryNames } from '../../src/generated/catalog';
import { appRegistry } from '../../src/appRegistry';
import { rowActionRegistry } from './rowActionRegistry';
import { widgetRegistry } from './widgetRegistry';

// The catalog may list names as an array or as the keys of a name → description map.
const namesOf = (list: unknown) => (Array.isArray(list) ? list.map(String) : Object.keys(list as object)).sort();

describe('registry names', () => {
  it('implements exactly the formats specs/catalog/registry.yaml lists, so the spec linter and the runtime agree', () => {
    expect(appRegistry.formats.names()).toEqual(namesOf(registryNames.formats));
  });

  // Form-only widgets (digits, zip) live in runtime/form/formWidgets, whose test checks that the
  // two registries together implement every catalog widget.
  it('implements only widgets specs/catalog/registry.yaml lists', () => {
    const catalog = namesOf(registryNames.widgets);
    expect(widgetRegistry.names().filter((name) => !catalog.includes(name))).toEqual([]);
  });

  it('implements exactly the custom row actions specs/catalog/registry.yaml lists', () => {
    expect(rowActionRegistry.names()).toEqual(namesOf(registryNames.actions));
  });
});
