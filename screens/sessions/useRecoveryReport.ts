// The recovery report of the profile's patient, shared (one cached answer) by Session History and
// the chart tabs, with the treatment loading time-out of document 2, section 9.
import { useState } from 'react';
import { useOperationQuery } from '../../runtime/api/operationQueries';
import { constants } from '../../src/generated/catalog';
import { userUtcOffsetMinutes } from './sessionFormats';
import { useLoadingTimeout } from './useLoadingTimeout';

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
  const loading = query.isPending;
  const timedOut = useLoadingTimeout(loading, constants.treatmentLoadingTimeoutMs);
  return { report: query.data, loading, timedOut, failed: query.isError };
}
