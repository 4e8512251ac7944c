import type { CompiledPanelList } from '../../src/generated/compiled-types';
import type { Row } from '../formats/cellDisplay';
import { fillTemplate } from './fillTemplate';
import { valueAtPath } from './formFieldPaths';
import type { ListSpec } from './listSpec';

const asParam = (value: unknown): string | undefined => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined);

/**
 * The list spec of a list placed inside something else (a detail region, a tab, a dialog, a
 * custom screen): the list screen's source, columns, empty text, row link and row actions under
 * the place's title and the screen's route, and its create link filled from the record.
 *
 * @example
 * regionListSpec(slot.list, 'Treatment Plans', '/patientProfile/{id}', patient); // { route, title, source, columns, ... }
 */
export function regionListSpec(list: CompiledPanelList, title: string, route: string, record: Row): ListSpec {
  return {
    route,
    title,
    source: list.source,
    columns: list.columns,
    ...(list.empty === undefined ? {} : { empty: list.empty }),
    ...(list.rowLink === undefined ? {} : { rowLink: list.rowLink }),
    ...(list.rowActions === undefined ? {} : { rowActions: list.rowActions }),
    // A create link's `{field}`s are the record's the list is placed on.
    ...(list.createLink === undefined ? {} : { createLink: { ...list.createLink, to: fillTemplate(list.createLink.to, record, true) } }),
  };
}

/**
 * The values a placed list's `source.params` name, read from the record it is placed on (the
 * screen's record, a row, the values a custom screen hands it), by field name.
 *
 * @example
 * regionListParams(slot.list, { id: 7 }); // { id: '7' } for `params: { patientId: id }`
 */
export function regionListParams(list: CompiledPanelList, record: Row): Record<string, string | undefined> {
  return Object.fromEntries(Object.values(list.source.params ?? {}).map((field) => [field, asParam(valueAtPath(record, field))]));
}
