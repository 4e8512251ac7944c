import { Badge, Group, Loader, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { RowsTable } from '../../runtime/list/RowsTable';
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
  if (timedOut) return <Text c="red">{message('sessionChartLoadTimeout')}</Text>;
  if (loading) return <Loader size="sm" />;
  if (failed || !report) return <Text c="dimmed">{message('sessionHistoryEmpty')}</Text>;
  if (report.days.length === 0) return <Text c="dimmed">{message('sessionHistoryEmpty')}</Text>;
  const knee = report.procedure_type_id === constants.kneeProcedureTypeId;
  const days = [...report.days].reverse();
  const values = knee
    ? [
        { key: 'flexExt', header: message('sessionHistoryFlexExt'), cell: (day: ReportDay) => flexExtText(day.max_flexion, day.min_extension) },
        { key: 'pain', header: message('sessionHistoryPain'), cell: (day: ReportDay) => painText(day.max_pain) },
      ]
    : [
        { key: 'mets', header: message('sessionHistoryAvgMets'), cell: (day: ReportDay) => metsText(day.avg_mets) },
        { key: 'weight', header: message('sessionHistoryAvgWeight'), cell: (day: ReportDay) => weightText(day.avg_weight) },
      ];
  return (
    <RowsTable
      label={message('sessionHistoryTitle')}
      minWidth={mobile ? 0 : 640}
      maxHeight="28rem"
      rows={days}
      rowKey={(day) => day.day}
      rowProps={(day) => ({ data: { day: day.day, missed: day.missed ? 'true' : undefined }, style: day.missed ? missedOutline : undefined })}
      expand={{
        label: (day) => `${historyDate(day.day, false)} ${message('sessionHistorySessions')}`,
        disabled: (day) => day.total_sessions === 0,
        content: (day) => <DaySessions day={day} knee={knee} />,
      }}
      columns={[
        {
          key: 'date',
          header: message('sessionHistoryDate'),
          cell: (day) => (
            <>
              <Text size="sm">{historyDate(day.day, mobile)}</Text>
              <DayMarkers day={day} />
            </>
          ),
        },
        { key: 'sessions', header: message('sessionHistorySessions'), cell: (day) => day.total_sessions },
        { key: 'complete', header: message('sessionHistoryComplete'), cell: (day) => day.complete_sessions },
        { key: 'incomplete', header: message('sessionHistoryIncomplete'), cell: (day) => day.incomplete_sessions },
        ...values,
      ]}
    />
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
