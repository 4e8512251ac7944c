import { ActionIcon, Badge, Group, Loader, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Fragment, useState } from 'react';
import type { PanelProps } from '../../runtime/registry/panelComponent';
import { constants, message } from '../../src/generated/catalog';
import type { ReportDay } from './dailyChartData';
import { DaySessions } from './DaySessions';
import { flexExtText, historyDate, metsText, painText, weightText } from './sessionFormats';
import { useRecoveryReport } from './useRecoveryReport';

/** The outline of a treatment day without any session ([session-history-empty-days]). */
const missedOutline = { outline: '2px solid var(--mantine-color-red-6)', outlineOffset: '-2px' };

/**
 * Session History (document 2, section 2): one row per day of the treatment, newest first, with
 * Date, Sessions, Complete and Incomplete plus Flex/Ext and Pain (knee type) or Avg. METs and Avg.
 * Weight (other type) ([session-history-columns]); a row expands to its sessions
 * ([session-history-expand]); the 'Treatment Start Date' and 'Procedure Date' markers
 * ([session-history-markers]); empty treatment days outlined red; MM/DD on mobile
 * ([session-history-mobile-date]).
 */
export function SessionHistoryPanel({ record }: PanelProps) {
  const { report, loading, timedOut, failed } = useRecoveryReport(Number(record.id));
  const mobile = useMediaQuery(`(max-width: ${constants.mobileBreakpointPx - 1}px)`, false, { getInitialValueInEffect: false });
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  if (timedOut) return <Text c="red">{message('sessionChartLoadTimeout')}</Text>;
  if (loading) return <Loader size="sm" />;
  if (failed || !report) return <Text c="dimmed">{message('sessionHistoryEmpty')}</Text>;
  if (report.days.length === 0) return <Text c="dimmed">{message('sessionHistoryEmpty')}</Text>;
  const knee = report.procedure_type_id === constants.kneeProcedureTypeId;
  const days = [...report.days].reverse();
  const toggle = (day: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(day)) next.delete(day);
      else next.add(day);
      return next;
    });
  const columns = knee
    ? [message('sessionHistoryFlexExt'), message('sessionHistoryPain')]
    : [message('sessionHistoryAvgMets'), message('sessionHistoryAvgWeight')];
  return (
    <Table.ScrollContainer minWidth={mobile ? 0 : 640} mah="28rem">
      <Table striped={false} highlightOnHover aria-label={message('sessionHistoryTitle')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{message('sessionHistoryDate')}</Table.Th>
            <Table.Th>{message('sessionHistorySessions')}</Table.Th>
            <Table.Th>{message('sessionHistoryComplete')}</Table.Th>
            <Table.Th>{message('sessionHistoryIncomplete')}</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {days.map((day) => (
            <Fragment key={day.day}>
              <Table.Tr data-day={day.day} data-missed={day.missed || undefined} style={day.missed ? missedOutline : undefined}>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      size="sm"
                      disabled={day.total_sessions === 0}
                      aria-expanded={open.has(day.day)}
                      aria-label={`${historyDate(day.day, false)} ${message('sessionHistorySessions')}`}
                      onClick={() => toggle(day.day)}
                    >
                      {open.has(day.day) ? '▾' : '▸'}
                    </ActionIcon>
                    <Text size="sm">{historyDate(day.day, mobile)}</Text>
                  </Group>
                  <DayMarkers day={day} />
                </Table.Td>
                <Table.Td>{day.total_sessions}</Table.Td>
                <Table.Td>{day.complete_sessions}</Table.Td>
                <Table.Td>{day.incomplete_sessions}</Table.Td>
                {knee ? (
                  <>
                    <Table.Td>{flexExtText(day.max_flexion, day.min_extension)}</Table.Td>
                    <Table.Td>{painText(day.max_pain)}</Table.Td>
                  </>
                ) : (
                  <>
                    <Table.Td>{metsText(day.avg_mets)}</Table.Td>
                    <Table.Td>{weightText(day.avg_weight)}</Table.Td>
                  </>
                )}
              </Table.Tr>
              {open.has(day.day) && (
                <Table.Tr>
                  <Table.Td colSpan={6} p={0}>
                    <DaySessions day={day} knee={knee} />
                  </Table.Td>
                </Table.Tr>
              )}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The day's markers, on their own line under the date so that they always have room. */
function DayMarkers({ day }: { day: ReportDay }) {
  if (!day.treatmentStartDate && !day.procedureDate) return null;
  return (
    <Group gap={4} mt={4}>
      {day.treatmentStartDate && (
        <Badge size="xs" color="teal" variant="light">
          {message('sessionHistoryTreatmentStart')}
        </Badge>
      )}
      {day.procedureDate && (
        <Badge size="xs" color="grape" variant="light">
          {message('sessionHistoryProcedureDate')}
        </Badge>
      )}
    </Group>
  );
}
