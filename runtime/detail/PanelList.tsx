import { useMemo } from 'react';
import type { CompiledPanelList } from '../../src/generated/compiled-types';
import type { OperationCall } from '../core/listSpec';
import { regionListParams, regionListSpec } from '../core/regionList';
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

/**
 * A list of a detail screen's region (`list`): the list screen's own rows, columns, formats, row
 * link, row actions, empty text and pager (runtime/list, without a heading of its own), its
 * `source.params` filled from fields of the screen's record.
 *
 * @example
 * <PanelList list={slot.list} title={slot.title} route="/patientProfile/{id}" record={patient} call={call} />
 */
export function PanelList({ list, title, route, record, call }: PanelListProps) {
  const spec = useMemo(() => regionListSpec(list, title, route), [list, route, title]);
  // The request is keyed by its values, so a reloaded record with the same values keeps the page.
  const params = regionListParams(list, record);
  return <ListScreen spec={spec} call={call} region={{ params }} />;
}
