import type { SpecTree } from '../load/SpecTree';
import { formName } from '../load/formName';
import type { SpecNames } from './SpecNames';

/**
 * Gathers the declared names: roles and permissions from access.yaml, lookups, message keys and
 * registry names (with the `ui:options` keys of fields and widgets) from the catalog, forms from the file names of specs/forms, and the given
 * operationIds of the merged OpenAPI.
 *
 * @example
 * const names = collectSpecNames(tree, new Set(merged.operations.keys()));
 */
export function collectSpecNames(tree: SpecTree, operations: ReadonlySet<string>): SpecNames {
  const access = record(tree.access?.data);
  const names: SpecNames = {
    roles: new Set(Object.keys(record(access.roles))),
    permissions: new Set(Object.keys(record(access.permissions))),
    operations: new Set(operations),
    lookups: new Set(),
    messages: new Set(),
    formats: new Set(),
    widgets: new Set(),
    machines: new Set(),
    screens: new Set(),
    actions: new Set(),
    panels: new Set(),
    charts: new Set(),
    cardParts: new Set(),
    forms: new Set(tree.forms.map((file) => formName(file.path))),
    fieldOptions: new Set(),
    widgetOptions: new Map(),
    formFields: new Map(
      tree.forms.map((file) => [formName(file.path), new Set(Object.keys(record(record(record(file.data).schema).properties)))]),
    ),
  };
  for (const file of tree.catalog) {
    const catalog = record(file.data);
    for (const key of Object.keys(record(catalog.lookups))) names.lookups.add(key);
    for (const key of Object.keys(record(catalog.messages))) names.messages.add(key);
    if (catalog.kind !== 'registry') continue;
    for (const key of Object.keys(record(catalog.formats))) names.formats.add(key);
    for (const key of Object.keys(record(catalog.widgets))) names.widgets.add(key);
    for (const key of Object.keys(record(catalog.machines))) names.machines.add(key);
    for (const key of Object.keys(record(catalog.screens))) names.screens.add(key);
    for (const key of Object.keys(record(catalog.actions))) names.actions.add(key);
    for (const key of Object.keys(record(catalog.panels))) names.panels.add(key);
    for (const key of Object.keys(record(catalog.fieldOptions))) names.fieldOptions.add(key);
    for (const [widget, options] of Object.entries(record(catalog.widgetOptions))) {
      const known = names.widgetOptions.get(widget) ?? new Set<string>();
      for (const key of Object.keys(record(options))) known.add(key);
      names.widgetOptions.set(widget, known);
    }
    for (const key of Object.keys(record(catalog.charts))) names.charts.add(key);
    for (const key of Object.keys(record(catalog.cardParts))) names.cardParts.add(key);
  }
  return names;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}
