import type { AccessRule } from '../../src/generated/access';
import type { Compiled } from '../../src/generated/compiled-types';
import type { PanelTab } from '../../src/generated/spec-types';
import type { OperationCall } from '../core/listSpec';
import { PanelChart } from './PanelChart';
import { PanelList } from './PanelList';
import { PanelRecordCard } from './PanelRecordCard';
import type { Row } from '../formats/cellDisplay';

/** Props of {@link SpecTabContent}. */
export interface SpecTabContentProps {
  tab: Compiled<PanelTab>;
  /** The screen's record, whose fields the tab's `source.params` name. */
  record: Row;
  call: OperationCall;
  can: (rule: AccessRule) => boolean;
  /** The screen's route. */
  route: string;
}

/**
 * What a tab the spec builds shows: its list, record card or chart, as a region's. A region of
 * tabs ({@link PanelTabs}) draws it, and so does a hand-written panel for the tabs of its slot
 * that are objects (the profile's ROMTime Audio recordings list beside the panel's own charts).
 *
 * @example
 * <SpecTabContent tab={tab} record={patient} call={call} can={can} route="/patientProfile/{id}" />
 */
export function SpecTabContent({ tab, record, call, can, route }: SpecTabContentProps) {
  const spec = `screen ${route}`;
  if (tab.list !== undefined) return <PanelList list={tab.list} title={tab.title} route={route} record={record} call={call} />;
  if (tab.card !== undefined) return <PanelRecordCard card={tab.card} record={record} call={call} can={can} spec={spec} />;
  if (tab.chart !== undefined) return <PanelChart chart={tab.chart} title={tab.title} record={record} call={call} can={can} spec={spec} />;
  return null;
}
