import { PlacedList, type PlacedListProps } from '../list/PlacedList';

/** Props of {@link PanelList}. */
export type PanelListProps = PlacedListProps;

/**
 * A list of a detail screen's region (`list`): the list screen's own rows, columns, formats, row
 * link, row actions, empty text and pager (runtime/list, without a heading of its own), its
 * `source.params` filled from fields of the screen's record; with `layout: cards` one card per
 * row, and a `createLink` whose `{field}`s are the record's ({@link PlacedList}).
 *
 * @example
 * <PanelList list={slot.list} title={slot.title} route="/patientProfile/{id}" record={patient} call={call} />
 */
export function PanelList(props: PanelListProps) {
  return <PlacedList {...props} />;
}
