import { useMemo } from 'react';
import type { CompiledPanelList } from '../../src/generated/compiled-types';
import { fillTemplate } from '../core/fillTemplate';
import { valueAtPath } from '../core/formFieldPaths';
import type { ListSpec, OperationCall } from '../core/listSpec';
import { ListScreen } from '../list/ListScreen';

/** Props of {@link PanelList}. */
export interface PanelListProps {
  list: CompiledPanelList;
  /** The region's title: the grid's accessible name. */
  title: string;
  /** The screen's route, quoted when the list names an unknown format. */
  route: string;
  /** The screen's record, whose fields `source.params` name. */
  record: Readonly<Record<string, unknown>>;
  call: OperationCall;
}

const asParam = (value: unknown): string | undefined => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined);

/**
 * A list of a detail screen's region (`list`): the list screen's own rows, columns, formats, row
 * link, row actions, empty text and pager (runtime/list, without a heading of its own), its
 * `source.params` filled from fields of the screen's record; with `layout: cards` one card per row,
 * and a `createLink` whose `{field}`s are the record's.
 *
 * @example
 * <PanelList list={slot.list} title={slot.title} route="/patientProfile/{id}" record={patient} call={call} />
 */
export function PanelList({ list, title, route, record, call }: PanelListProps) {
  const spec = useMemo<ListSpec>(
    () => ({
      route,
      title,
      source: list.source,
      columns: list.columns,
      ...(list.empty === undefined ? {} : { empty: list.empty }),
      ...(list.rowLink === undefined ? {} : { rowLink: list.rowLink }),
      ...(list.rowActions === undefined ? {} : { rowActions: list.rowActions }),
      ...(list.createLink === undefined ? {} : { createLink: { ...list.createLink, to: fillTemplate(list.createLink.to, record, true) } }),
    }),
    [list, route, title, record],
  );
  // The request is keyed by its values, so a reloaded record with the same values keeps the page.
  const params = Object.fromEntries(Object.values(list.source.params ?? {}).map((field) => [field, asParam(valueAtPath(record, field))]));
  return <ListScreen spec={spec} call={call} region={{ params, layout: list.layout }} />;
}
