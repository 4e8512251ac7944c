import { Alert, Button, Card, Group, Loader, NativeSelect, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { constants, message } from '../../src/generated/catalog';
import { reportTypeNames, reportTypes, type ReportTypeName } from '../../src/generated/reports';
import { useOperationQuery } from '../../runtime/api/operationQueries';
import { notifyError } from '../../runtime/errors/notifyError';
import { ListGrid } from '../../runtime/list/ListGrid';
import { Pager } from '../../runtime/list/Pager';
import { useSession } from '../../runtime/session/SessionContext';
import { downloadReport } from './downloadReport';
import { ReportDashboard } from './ReportDashboard';
import { ReportFilterBuilder } from './ReportFilterBuilder';
import type { OperationData } from '../../src/generated/operationTypes';
import { canRefresh, initialReportsState, reportsReducer, ruleProblems, type HoursSinceProcedure, type ReportsEvent, type ReportRequest, type ReportsState } from './reportsState';

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
  const available = reportTypeNames.filter((name) => can(reportTypes[name].access));
  // The chosen report is in the address (?report=name): a reload or a shared link opens it again.
  const [search, setSearch] = useSearchParams();
  const named = search.get('report');
  const fromAddress = available.find((name) => name === named);
  const [state, send] = useReducer(reduce, fromAddress, (report) => (report === undefined ? initialReportsState : reduce(initialReportsState, { type: 'choose', report })));
  const [checked, setChecked] = useState(false);
  const [downloading, setDownloading] = useState(false);
  // The last results the server answered, with their request: shown (and downloaded) while a
  // newer request is refused.
  const [lastGood, setLastGood] = useState<{ request: ReportRequest; answer: ReportPage } | undefined>();
  const mobile = useMediaQuery(`(max-width: ${String(Number(constants.mobileBreakpointPx) - 1)}px)`, false, { getInitialValueInEffect: false });

  // The address follows the chosen report, and the chosen report follows the address (Back and
  // Forward of the browser).
  const lastAddress = useRef(fromAddress);
  useEffect(() => {
    if (fromAddress === lastAddress.current) return;
    lastAddress.current = fromAddress;
    setChecked(false);
    setLastGood(undefined);
    send(fromAddress === undefined ? { type: 'back' } : { type: 'choose', report: fromAddress });
  }, [fromAddress]);
  const choose = (report: ReportTypeName | undefined) => {
    lastAddress.current = report;
    setChecked(false);
    setLastGood(undefined);
    send(report === undefined ? { type: 'back' } : { type: 'choose', report });
    setSearch(report === undefined ? {} : { report });
  };

  // The results of the request last refreshed; while the next page or filter loads, and when it
  // fails, the last results stay on screen (issue 27 defect 4).
  const reportType = state.applied?.reportType;
  const results = useOperationQuery('runReport', [{ ...(state.applied ?? { reportType: '' }), downloadReport: false, page: state.page }], {
    enabled: state.applied !== undefined,
    placeholderData: (previous, previousQuery) => {
      const body = previousQuery?.queryKey[1];
      return typeof body === 'object' && body !== null && 'reportType' in body && body.reportType === reportType ? previous : undefined;
    },
  });
  useEffect(() => {
    if (results.error) notifyError(results.error);
  }, [results.error]);
  useEffect(() => {
    if (results.data !== undefined && !results.isPlaceholderData && state.applied !== undefined) setLastGood({ request: state.applied, answer: results.data });
  }, [results.data, results.isPlaceholderData]); // eslint-disable-line react-hooks/exhaustive-deps -- the answer is of the applied request
  const loading = results.isFetching;

  if (state.report === undefined) {
    return (
      <Stack gap="md">
        <Title order={1}>{message('reportsTitle')}</Title>
        <ReportDashboard />
        <Card withBorder component="section" aria-label={message('reportsChooseReport')}>
          <Title order={2} size="h4" mb="xs">
            {message('reportsChooseReport')}
          </Title>
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {available.map((name) => (
              <li key={name}>
                <UnstyledButton onClick={() => choose(name)} data-report={name} style={{ display: 'block', width: '100%', padding: '6px 4px' }}>
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
  const problems = checked ? ruleProblems(state.query, report.fields) : new Map<string, string>();
  const refresh = () => {
    const found = ruleProblems(state.query, report.fields);
    setChecked(found.size > 0);
    if (found.size === 0) send({ type: 'refresh' });
  };
  const shown = state.applied === undefined ? undefined : (results.data ?? (lastGood !== undefined && lastGood.request.reportType === state.report ? lastGood.answer : undefined));
  // Download takes the filter the results show (the last refreshed one), never a rule still being edited.
  const download = () => {
    const request = results.isError && lastGood !== undefined && lastGood.request.reportType === state.report ? lastGood.request : state.applied;
    if (request === undefined) return;
    setDownloading(true);
    downloadReport(request)
      .catch((error: unknown) => notifyError(error))
      .finally(() => setDownloading(false));
  };
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{report.label}</Title>
        <Button variant="default" onClick={() => choose(undefined)}>
          {message('reportsBack')}
        </Button>
      </Group>
      <Card withBorder component="section" aria-label={message('regionFilters')}>
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
          <ReportFilterBuilder fields={report.fields} query={state.query} problems={problems} onChange={(query) => send({ type: 'query', query })} />
          {problems.size > 0 && (
            <Alert color="red" variant="light" role="alert">
              {message('reportsRuleProblems')}
            </Alert>
          )}
          {!refreshable && (
            <Alert color="yellow" variant="light" role="status">
              {message('reportsForcedFilters')}
            </Alert>
          )}
          <Group gap="sm">
            <Button onClick={refresh} disabled={!refreshable}>
              {message('reportsRefresh')}
            </Button>
            <Button variant="outline" onClick={download} disabled={state.applied === undefined || downloading} loading={downloading}>
              {message('reportsDownload')}
            </Button>
            {loading && <Loader size="xs" aria-label={message('runtimeLoading')} />}
          </Group>
        </Stack>
      </Card>
      {shown && shown.total === 0 && <Text role="status">{message('noResultsFound')}</Text>}
      {shown && shown.total > 0 && (
        <Card withBorder padding={0} component="section" aria-label={message('regionResults')}>
          <ListGrid
            columns={shown.columns.map((column) => ({ field: column.name, header: column.label }))}
            rows={shown.data}
            order={undefined}
            onOrder={keepServerOrder}
            spec="screen /admin/reports"
            label={message('reportResults', { report: report.label })}
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
