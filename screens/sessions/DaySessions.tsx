import { Table } from '@mantine/core';
import { message } from '../../src/generated/catalog';
import type { ReportDay } from './dailyChartData';
import { degreesText, historyDate, metsText, painText, sessionTime, statusText, weightText } from './sessionFormats';

/** The sessions of one day: Time, Status, Treatment Plan Type, then the type's values. */
export function DaySessions({ day, knee }: { day: ReportDay; knee: boolean }) {
  const values = knee
    ? [message('sessionHistoryFlexion'), message('sessionHistoryExtension'), message('sessionHistoryPain')]
    : [message('sessionHistoryMets'), message('sessionHistoryWeight')];
  return (
    <Table withTableBorder={false} fz="sm" aria-label={historyDate(day.day, false)}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{message('sessionHistoryTime')}</Table.Th>
          <Table.Th>{message('sessionHistoryStatus')}</Table.Th>
          <Table.Th>{message('sessionHistoryPlanType')}</Table.Th>
          {values.map((value) => (
            <Table.Th key={value}>{value}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {day.sessions.map((session) => (
          <Table.Tr key={session.id}>
            <Table.Td>{sessionTime(session.date_time)}</Table.Td>
            <Table.Td>{statusText(session.status)}</Table.Td>
            <Table.Td>{session.treatment_plan_type_text ?? '—'}</Table.Td>
            {knee ? (
              <>
                <Table.Td>{degreesText(session.flexion)}</Table.Td>
                <Table.Td>{degreesText(session.extension)}</Table.Td>
                <Table.Td>{painText(session.pain_after)}</Table.Td>
              </>
            ) : (
              <>
                <Table.Td>{metsText(session.mets)}</Table.Td>
                <Table.Td>{weightText(session.weight)}</Table.Td>
              </>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
