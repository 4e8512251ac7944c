// The recovery report of the profile's patient, shared (one cached answer) by Session History and
// the chart tabs, with the treatment loading time-out of document 2, section 9.
import { useEffect, useState } from 'react';
import { useOperationQuery } from '../../runtime/api/operationQueries';
import { constants } from '../../src/generated/catalog';
import { userUtcOffsetMinutes } from './sessionFormats';

/**
 * The report for the user's calendar days; `timedOut` once loading has taken longer than
 * treatmentLoadingTimeoutMs ([treatment-loading-timeout]).
 *
 * @example
 * const { report, timedOut, failed } = useRecoveryReport(Number(record.id));
 */
export function useRecoveryReport(patientId: number) {
  const [utcOffsetMinutes] = useState(() => userUtcOffsetMinutes());
  const query = useOperationQuery('getRecoveryReport', [undefined, { patientId, utcOffsetMinutes }]);
  const [timedOut, setTimedOut] = useState(false);
  const loading = query.isPending;
  useEffect(() => {
    if (!loading) return;
    setTimedOut(false);
    const timer = setTimeout(() => setTimedOut(true), constants.treatmentLoadingTimeoutMs);
    return () => clearTimeout(timer);
  }, [loading]);
  return { report: query.data, loading, timedOut: loading && timedOut, failed: query.isError };
}
