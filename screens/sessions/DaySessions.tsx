import { RowsTable } from '../../runtime/list/RowsTable';
import { message } from '../../src/generated/catalog';
import type { ReportDay } from './dailyChartData';
import { degreesText, historyDate, metsText, painText, sessionTime, statusText, weightText } from './sessionFormats';

type Session = ReportDay['sessions'][number];

/** The sessions of one day: Time, Status, Treatment Plan Type, then the type's values. */
export function DaySessions({ day, knee }: { day: ReportDay; knee: boolean }) {
  const values = knee
    ? [
        { key: 'flexion', header: message('sessionHistoryFlexion'), cell: (session: Session) => degreesText(session.flexion) },
        { key: 'extension', header: message('sessionHistoryExtension'), cell: (session: Session) => degreesText(session.extension) },
        { key: 'pain', header: message('sessionHistoryPain'), cell: (session: Session) => painText(session.pain_after) },
      ]
    : [
        { key: 'mets', header: message('sessionHistoryMets'), cell: (session: Session) => metsText(session.mets) },
        { key: 'weight', header: message('sessionHistoryWeight'), cell: (session: Session) => weightText(session.weight) },
      ];
  return (
    <RowsTable
      label={historyDate(day.day, false)}
      size="sm"
      rows={day.sessions}
      rowKey={(session) => session.id}
      columns={[
        { key: 'time', header: message('sessionHistoryTime'), cell: (session) => sessionTime(session.date_time) },
        { key: 'status', header: message('sessionHistoryStatus'), cell: (session) => statusText(session.status) },
        { key: 'planType', header: message('sessionHistoryPlanType'), cell: (session) => session.treatment_plan_type_text ?? '—' },
        ...values,
      ]}
    />
  );
}
