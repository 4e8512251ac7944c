import { Alert, Button, Card, Group, Loader, NativeSelect, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useReducer, useState } from 'react';
import { constants, message } from '../../src/generated/catalog';
import type { OperationData } from '../../src/generated/operationTypes';
import { reportTypeNames, reportTypes, type ReportTypeName } from '../../src/generated/reports';
import { callTyped } from '../../runtime/api/operationQueries';
import { notifyError } from '../../runtime/errors/notifyError';
import { ListGrid } from '../../runtime/list/ListGrid';
import { Pager } from '../../runtime/list/Pager';
import { useSession } from '../../runtime/session/SessionContext';
import { downloadReport } from './downloadReport';
import { ReportDashboard } from './ReportDashboard';
import { ReportFilterBuilder } from './ReportFilterBuilder';
import { canRefresh, initialReportsState, reportsReducer, type HoursSinceProcedure, type ReportsEvent, type ReportsState } from './reportsState';

type ReportPage = OperationData<'runReport'>;

const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
// The server orders a report's rows by its spec; its columns do not sort.
const keepServerOrder = () => undefined;

const reduce = (state: ReportsState, event: ReportsEvent) => reportsReducer(state, event, timezone);

/**
 * Reports (/admin/reports; document 3, sections 2.7, 4, 5, 8, 9): the dashboard statistics, then
 * the report types the user's role may run ([reports-types]); a chosen report shows its filter
 * builder, Refresh Data, the paged results and Download ([reports-flow]); Back resets everything
 * ([reports-back-resets]).
 */
export function ReportsScreen() {
  const { can } = useSession();
  const [state, send] = useReducer(reduce, initialReportsState);
  const [page, setPage] = useState<{ key: string; answer: ReportPage } | undefined>();
  const [loading, setLoading] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const mobile = useMediaQuery(`(max-width: ${String(Number(constants.mobileBreakpointPx) - 1)}px)`, false, { getInitialValueInEffect: false });
  const available = reportTypeNames.filter((name) => can(reportTypes[name].access));

  const requestKey = state.applied === undefined ? undefined : JSON.stringify([state.applied, state.page]);
  useEffect(() => {
    if (state.applied === undefined || requestKey === undefined) {
      setPage(undefined);
      return;
    }
    let current = true;
    setLoading(true);
    callTyped('runReport', { ...state.applied, downloadReport: false, page: state.page }).then(
      (answer) => {
        if (current) setPage({ key: requestKey, answer });
      },
      (error: unknown) => {
        if (current) notifyError(error);
      },
    ).finally(() => {
      if (current) setLoading(false);
    });
    return () => {
      current = false;
    };
  }, [requestKey]); // eslint-disable-line react-hooks/exhaustive-deps -- the key is the request

  if (state.report === undefined) {
    return (
      <Stack gap="md">
        <Title order={1}>Reports</Title>
        <ReportDashboard />
        <Card withBorder component="section" aria-label={message('reportsChooseReport')}>
          <Title order={2} size="h4" mb="xs">
            {message('reportsChooseReport')}
          </Title>
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {available.map((name) => (
              <li key={name}>
                <UnstyledButton onClick={() => send({ type: 'choose', report: name })} data-report={name} style={{ display: 'block', width: '100%', padding: '6px 4px' }}>
                  <Text fw={600} c="blue.9">
                    {reportTypes[name].label}
                  </Text>
                  {'description' in reportTypes[name] && (
                    <Text size="sm" c="gray.7">
                      {(reportTypes[name] as { description?: string }).description}
                    </Text>
                  )}
                </UnstyledButton>
              </li>
            ))}
          </Stack>
        </Card>
      </Stack>
    );
  }

  const report = reportTypes[state.report];
  const refreshable = canRefresh(state);
  const shown = page !== undefined && page.key === requestKey ? page.answer : undefined;
  const download = () => {
    if (state.applied === undefined) return;
    setDownloading(true);
    downloadReport(state.applied)
      .catch((error: unknown) => notifyError(error))
      .finally(() => setDownloading(false));
  };
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{report.label}</Title>
        <Button variant="default" onClick={() => send({ type: 'back' })}>
          {message('reportsBack')}
        </Button>
      </Group>
      <Card withBorder component="section" aria-label="Filters">
        <Stack gap="sm">
          {report.dated && (
            <Group gap="sm">
              <TextInput type="date" size="xs" label={message('reportsStartDate')} value={state.startDate} onChange={(event) => send({ type: 'dates', startDate: event.currentTarget.value })} />
              <TextInput type="date" size="xs" label={message('reportsEndDate')} value={state.endDate} onChange={(event) => send({ type: 'dates', endDate: event.currentTarget.value })} />
            </Group>
          )}
          {report.hoursSinceProcedure && (
            <NativeSelect
              size="xs"
              w={220}
              label={message('reportsHoursSinceProcedure')}
              value={String(state.hours)}
              data={[
                { value: '24', label: message('reportsHours24') },
                { value: '36', label: message('reportsHours36') },
              ]}
              onChange={(event) => send({ type: 'hours', hours: Number(event.currentTarget.value) as HoursSinceProcedure })}
            />
          )}
          <ReportFilterBuilder fields={report.fields} query={state.query} onChange={(query) => send({ type: 'query', query })} />
          {!refreshable && (
            <Alert color="yellow" variant="light" role="status">
              {message('reportsForcedFilters')}
            </Alert>
          )}
          <Group gap="sm">
            <Button onClick={() => send({ type: 'refresh' })} disabled={!refreshable}>
              {message('reportsRefresh')}
            </Button>
            <Button variant="outline" onClick={download} disabled={state.applied === undefined || downloading} loading={downloading}>
              {message('reportsDownload')}
            </Button>
            {loading && <Loader size="xs" aria-label="Loading" />}
          </Group>
        </Stack>
      </Card>
      {shown && shown.total === 0 && <Text role="status">{message('noResultsFound')}</Text>}
      {shown && shown.total > 0 && (
        <Card withBorder padding={0} component="section" aria-label="Results">
          <ListGrid
            columns={shown.columns.map((column) => ({ field: column.name, header: column.label }))}
            rows={shown.data}
            order={undefined}
            onOrder={keepServerOrder}
            spec="screen /admin/reports"
            label={`${report.label} results`}
          />
          <Text size="xs" c="gray.7" p="xs">
            {message('reportsRowCount', { count: shown.total })}
          </Text>
          <Pager
            currentPage={shown.current_page}
            lastPage={shown.last_page}
            maxLinks={Number(mobile ? constants.pagerLinksMobile : constants.pagerLinksDesktop)}
            onPage={(next) => send({ type: 'page', page: next })}
          />
        </Card>
      )}
    </Stack>
  );
}

export type { ReportTypeName };
