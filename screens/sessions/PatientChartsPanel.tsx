import { Loader, Modal, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import type { PanelProps } from '../../runtime/registry/panelComponent';
import { SpecTabContent } from '../../runtime/detail/SpecTabContent';
import { tabTitle, tabValue } from '../../runtime/detail/PanelTabs';
import { useSession } from '../../runtime/session/SessionContext';
import type { Compiled } from '../../src/generated/compiled-types';
import type { PanelTab } from '../../src/generated/spec-types';
import { constants, message } from '../../src/generated/catalog';
import { DailyValueChart } from './DailyValueChart';
import { DaySessions } from './DaySessions';
import type { ReportDay } from './dailyChartData';
import { historyDate } from './sessionFormats';
import { SessionsTab } from './SessionsTab';
import { useRecoveryReport } from './useRecoveryReport';

/**
 * The profile's chart tabs (document 2, section 2; [profile-panels]): 15 Day and 30 Day (the
 * daily-value chart of the last chartDays / chartDaysExpanded days; a click on a day opens its
 * sessions, [daily-chart-popup]), Sessions (every session, and one session's sensor charts) and
 * the tabs the spec builds (ROMTime Audio: the call recordings list of the profile spec). The slot's `expanded` tab
 * (30 Day) is open first ([profile-30-day-expanded]). Tabs render only when open, so Plotly is
 * fetched with the first chart.
 */
export function PatientChartsPanel({ record, slot, call }: PanelProps) {
  const { can } = useSession();
  const patientId = Number(record.id);
  const { report, loading, timedOut, failed } = useRecoveryReport(patientId);
  const [popupDay, setPopupDay] = useState<ReportDay | null>(null);
  const tabs = slot.tabs ?? [];
  const [open, setOpen] = useState(slot.expanded ?? tabTitle(tabs[0] ?? ''));
  const knee = report?.procedure_type_id === constants.kneeProcedureTypeId;
  const dayTab = (days: number) => {
    if (timedOut) return <Text c="red">{message('sessionChartLoadTimeout')}</Text>;
    if (loading) return <Loader size="sm" />;
    if (failed || !report) return <Text c="dimmed">{message('sessionHistoryEmpty')}</Text>;
    return <DailyValueChart days={report.days} count={days} knee={knee} onDay={setPopupDay} />;
  };
  const content = (tab: string | Compiled<PanelTab>) => {
    if (typeof tab !== 'string') return <SpecTabContent tab={tab} record={record} call={call} can={can} route="/patientProfile/{id}" />;
    if (tab === '15 Day') return dayTab(constants.chartDays);
    if (tab === '30 Day') return dayTab(constants.chartDaysExpanded);
    if (tab === 'Sessions') return <SessionsTab patientId={patientId} knee={knee} />;
    return null;
  };
  return (
    <>
      <Tabs value={tabValue(open)} onChange={(value) => setOpen(tabs.map(tabTitle).find((tab) => tabValue(tab) === value) ?? open)}>
        <Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Tab key={tabTitle(tab)} value={tabValue(tabTitle(tab))}>
              {tabTitle(tab)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {/* Every panel exists (the tabs' aria-controls name them); only the open one draws. */}
        {tabs.map((tab) => (
          <Tabs.Panel key={tabTitle(tab)} value={tabValue(tabTitle(tab))} pt="sm">
            {tabTitle(tab) === open && content(tab)}
          </Tabs.Panel>
        ))}
      </Tabs>
      <Modal
        opened={popupDay !== null}
        onClose={() => setPopupDay(null)}
        title={popupDay ? message('sessionChartDayPopupTitle', { day: historyDate(popupDay.day, false) }) : ''}
        size="lg"
      >
        {popupDay && popupDay.total_sessions === 0 && <Text c="dimmed">{message('sessionHistoryNoSessions')}</Text>}
        {popupDay && popupDay.total_sessions > 0 && <DaySessions day={popupDay} knee={knee} />}
      </Modal>
    </>
  );
}
