import { Tabs } from '@mantine/core';
import { useState } from 'react';
import type { AccessRule } from '../../src/generated/access';
import type { Compiled } from '../../src/generated/compiled-types';
import type { PanelTab } from '../../src/generated/spec-types';
import type { OperationCall } from '../core/listSpec';
import { SpecTabContent } from './SpecTabContent';
import type { Row } from '../formats/cellDisplay';

/** Props of {@link PanelTabs}. */
export interface PanelTabsProps {
  tabs: readonly (string | Compiled<PanelTab>)[];
  /** The tab open first; the first tab when absent. */
  expanded?: string | undefined;
  /** The region's title: the tab list's accessible name. */
  title: string;
  record: Row;
  call: OperationCall;
  can: (rule: AccessRule) => boolean;
  /** The screen's route. */
  route: string;
}

/** A tab's value, usable in the element ids Mantine derives from it ('ROMTime Audio' → 'romtime-audio'). */
export const tabValue = (title: string): string => title.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** The title of a tab, whether a name or a tab the spec builds. */
export const tabTitle = (tab: string | { title: string }): string => (typeof tab === 'string' ? tab : tab.title);

/**
 * A region of tabs the spec builds (a slot with `name` and `tabs`): one tab per entry the user's
 * access allows, the `expanded` one (else the first) open; only the open tab draws, so a list in
 * a tab is read when its tab opens.
 *
 * @example
 * <PanelTabs tabs={slot.tabs} title={slot.title} record={patient} call={call} can={can} route="/patientProfile/{id}" />
 */
export function PanelTabs({ tabs, expanded, title, record, call, can, route }: PanelTabsProps) {
  const shown = tabs.filter((tab) => typeof tab === 'string' || tab.access === undefined || can(tab.access));
  const [open, setOpen] = useState(expanded ?? tabTitle(shown[0] ?? ''));
  return (
    <Tabs value={tabValue(open)} onChange={(value) => setOpen(shown.map(tabTitle).find((tab) => tabValue(tab) === value) ?? open)}>
      <Tabs.List aria-label={title}>
        {shown.map((tab) => (
          <Tabs.Tab key={tabTitle(tab)} value={tabValue(tabTitle(tab))}>
            {tabTitle(tab)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {shown.map((tab) => (
        <Tabs.Panel key={tabTitle(tab)} value={tabValue(tabTitle(tab))} pt="sm">
          {tabTitle(tab) === open && typeof tab !== 'string' && <SpecTabContent tab={tab} record={record} call={call} can={can} route={route} />}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
