import { useMemo } from 'react';
import type { CompiledPanelList } from '../../src/generated/compiled-types';
import type { OperationCall } from '../core/listSpec';
import { regionListParams, regionListSpec } from '../core/regionList';
import { ListScreen } from './ListScreen';
import type { Row } from '../formats/cellDisplay';

/** Props of {@link PlacedList}. */
export interface PlacedListProps {
  list: CompiledPanelList;
  /** The place's title: the grid's accessible name. */
  title: string;
  /** The screen's route, quoted when the list names an unknown format. */
  route: string;
  /** The record the list is placed on, whose fields `source.params` name. */
  record: Row;
  call: OperationCall;
}

/**
 * A list placed on a record (a detail region, a tab, a dialog, a custom screen's `lists`): the
 * list screen's rows, columns, formats, row link, row actions, empty text and pager without a
 * heading of its own, its page kept with it, its `source.params` filled from the record's fields;
 * with `layout: cards` one card per row.
 *
 * @example
 * <PlacedList list={screen.lists.cosignNotes} title="Cosign Notes" route={screen.route} record={{ id: user.id }} call={call} />
 */
export function PlacedList({ list, title, route, record, call }: PlacedListProps) {
  const spec = useMemo(() => regionListSpec(list, title, route, record), [list, route, title, record]);
  // The request is keyed by its values, so a reloaded record with the same values keeps the page.
  const params = regionListParams(list, record);
  return <ListScreen spec={spec} call={call} region={{ params, layout: list.layout }} />;
}
