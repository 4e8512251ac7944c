import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { operationQueryKey, usePortalQueryClient } from '../api/operationQueries';
import { notifyError } from '../errors/notifyError';
import { readListPage, type ListPage } from './listPage';
import { readListQuery, withFilter, withOrder, withPage, type ListQuery } from './listQuery';
import { listRequest, listRequestBody, type ListRequest, type ListRequestBody } from './listRequest';
import { lookupRows } from './lookupRows';
import { staticListPage } from './staticListPage';
import type { ListOrder } from '../../src/generated/spec-types';
import { isGetOperation, operationPathParams } from '../api/operationPathParams';
import { conditionHolds } from '../core/condition';
import type { Condition } from '../../src/generated/spec-types';
import type { ListSpec, OperationCall } from '../core/listSpec';
import { specForTab } from './tabs/specForTab';
import type { JsonObject } from '../api/jsonObject';

/** What a list screen renders from and the changes it can ask for. */
export interface ListController {
  /** The list as it is under its open tab (`specForTab`): its operation, columns and row actions. */
  spec: ListSpec;
  /** The state read from the URL: filters, page and order. */
  query: ListQuery;
  /** The request the current state sends. */
  request: ListRequest;
  /** The last page loaded; kept while the next one loads so the table does not flash empty. */
  page: ListPage | undefined;
  loading: boolean;
  /** The last failure, already shown through the notifier. */
  error: unknown;
  setFilter: (field: string, value: string) => void;
  setPage: (page: number) => void;
  setOrder: (order: ListOrder) => void;
  reload: () => void;
  /** The last answer as received, for fields beside its rows (a list's `subtitle`). */
  answer?: unknown;
  /** How many times `reload` was asked for (summary cards reload with the list). */
  reloads: number;
}

/** A list inside a region of a detail screen (a `list` slot) rather than a screen of its own. */
export interface ListRegion {
  /** The values `source.params` name, by the name (fields of the screen's record), in place of the route's parameters. */
  params: Readonly<Record<string, string | undefined>>;
  /** `cards`: one card per row with every column shown (a panel list's `layout`); a grid otherwise. */
  layout?: 'rows' | 'cards' | undefined;
}

/**
 * The headless core of a list screen (react-admin style): keeps filters, page and order in the
 * URL query so reload and back keep them, loads the page they describe through `call` (cached
 * per request in the portal's query client, refreshed by the real-time channel), and
 * shows failures through the error notifier ([list-form-errors-notifier]). A list whose source
 * is a catalog lookup of fixed values (`source: { lookup }`) pages, sorts and filters those
 * values in the browser and never calls. Renders nothing, so it is tested without a grid. In a
 * `region` of a detail screen the state stays with the list (the page's address is the screen's)
 * and `source.params` read the region's values; a parameter of the operation's path goes in the path.
 *
 * @example
 * const list = useListController(spec, callOperation);
 * list.setFilter('surgeon_id', '4'); // back to page 1 with the new filter
 */
export function useListController(spec: ListSpec, call: OperationCall, region?: ListRegion): ListController {
  const [urlQuery, setUrlQuery] = useSearchParams();
  const [regionQuery, setRegionQuery] = useState(() => new URLSearchParams());
  const params = region === undefined ? urlQuery : regionQuery;
  const inRegion = region !== undefined;
  const setParams = useCallback(
    (update: (before: URLSearchParams) => URLSearchParams) => (inRegion ? setRegionQuery(update) : setUrlQuery(update)),
    [inRegion, setUrlQuery],
  );
  const query = useMemo(() => readListQuery(params, spec), [params, spec]);
  const openTab = spec.tabs === undefined ? undefined : query.filters[spec.tabs.field];
  const tabSpec = useMemo(() => specForTab(spec, openTab), [spec, openTab]);
  const request = useMemo(() => listRequest(tabSpec, query), [tabSpec, query]);
  // One key per distinct request, so an equal request (e.g. a re-render) does not load again.
  const routeParams = useParams();
  const requestKey = JSON.stringify(listRequestBody(tabSpec, request, region?.params ?? routeParams));
  const { operation, lookup } = tabSpec.source;
  // How the operation's answer pages (compiled from the OpenAPI description); a lookup has no call.
  const paging = tabSpec.source.operation === undefined ? 'whole' : tabSpec.source.paging;
  const staticRows = useMemo(() => (lookup === undefined ? undefined : lookupRows(lookup)), [lookup]);
  const staticPage = useMemo(() => (staticRows === undefined ? undefined : staticListPage(staticRows, request)), [staticRows, request]);
  const [reloads, setReloads] = useState(0);
  const queryClient = usePortalQueryClient();
  // One cached answer per distinct request (TanStack Query): an equal request (a re-render, a
  // second screen) shares the call; the real-time channel refetches it when a row changes.
  const answer = useQuery(
    {
      queryKey: operationQueryKey(operation ?? '', JSON.parse(requestKey)),
      queryFn: () => {
        const { body, path, query: sourceQuery } = withPathParams(operation!, JSON.parse(requestKey) as ListRequestBody, Object.keys(tabSpec.source.params ?? {}));
        const inPath = path === undefined ? {} : { path };
        // A paged GET carries its request in the query: page, limit and each filter (never a body).
        if (paging !== 'whole' && isGetOperation(operation!)) return call(operation!, undefined, { query: { ...getQuery(body), ...sourceQuery }, ...inPath });
        if (path === undefined && sourceQuery === undefined) return call(operation!, body);
        return call(operation!, body, { ...inPath, ...(sourceQuery === undefined ? {} : { query: sourceQuery }) });
      },
      enabled: operation !== undefined,
      // The last page stays while the next one loads, so the table does not flash empty.
      placeholderData: keepPreviousData,
    },
    queryClient,
  );
  const failure = answer.isError ? answer.error : undefined;
  useEffect(() => {
    if (failure === undefined) return;
    // `failure: log` (document 3 section 8): only the console hears of it.
    if (spec.failure === 'log') console.error(failure);
    else notifyError(failure);
  }, [failure, answer.errorUpdatedAt, spec.failure]);
  const requestedPage = (JSON.parse(requestKey) as ListRequest).page;
  const state = useMemo(
    () => ({
      page: answer.data === undefined ? undefined : shownRows(readListPage(answer.data, requestedPage, paging, spec.source.rows), spec.source.where),
      loading: answer.isFetching || answer.isPending,
      error: failure,
      ...(answer.data === undefined ? {} : { answer: answer.data }),
    }),
    [answer.data, answer.isFetching, answer.isPending, failure, requestedPage, paging, spec.source.rows, spec.source.where],
  );

  const setFilter = useCallback(
    (field: string, value: string) => setParams((before) => withFilter(before, spec, field, value)),
    [setParams, spec],
  );
  const setPage = useCallback((page: number) => setParams((before) => withPage(before, page)), [setParams]);
  const setOrder = useCallback((order: ListOrder) => setParams((before) => withOrder(before, spec, order)), [setParams, spec]);
  const { refetch } = answer;
  const reload = useCallback(() => {
    setReloads((count) => count + 1);
    if (operation !== undefined) void refetch();
  }, [refetch, operation]);
  const reloadCount = reloads;

  const loaded = staticPage === undefined ? state : { page: staticPage, loading: false, error: undefined };
  return { spec: tabSpec, query, request, ...loaded, setFilter, setPage, setOrder, reload, reloads: reloadCount };
}

type WireValues = Record<string, string | number>;

/**
 * A list request with the fields that are parameters of the operation's path taken out into the
 * path (a GET of one patient's rows), and, for a GET (which carries no body), the spec's other
 * `source.params` into the query (`time_zone` of today's completed patients).
 */
function withPathParams(operation: string, request: ListRequestBody, sourceParams: readonly string[]): { body: ListRequestBody; path?: WireValues; query?: WireValues } {
  const names = operationPathParams(operation).filter((name) => name in request);
  const queryNames = isGetOperation(operation) ? sourceParams.filter((name) => name in request && !names.includes(name)) : [];
  if (names.length === 0 && queryNames.length === 0) return { body: request };
  const body: ListRequestBody = { ...request };
  const take = (from: readonly string[]): WireValues | undefined => {
    if (from.length === 0) return undefined;
    const values: WireValues = {};
    for (const name of from) {
      const value = body[name];
      if (typeof value === 'string' || typeof value === 'number') values[name] = value;
      delete body[name];
    }
    return values;
  };
  const path = take(names);
  const query = take(queryNames);
  return { body, ...(path === undefined ? {} : { path }), ...(query === undefined ? {} : { query }) };
}

/** The page with only the rows where the source's `where` holds (the calls that ended). */
function shownRows(page: ListPage, where: Condition | undefined): ListPage {
  if (where === undefined) return page;
  const rows = page.rows.filter((row) => conditionHolds(where, row, () => true));
  return { ...page, rows, total: rows.length };
}

/**
 * The query of a GET list call: its scalar fields and those of its `search` object (an order is
 * left out: a GET list takes its order from the server).
 *
 * @example
 * getQuery({ limit: 20, page: 2, search: { search: '100' } }); // { limit: 20, page: 2, search: '100' }
 */
export function getQuery(body: ListRequestBody): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  const add = (entries: Readonly<JsonObject>) => {
    for (const [name, value] of Object.entries(entries)) if (typeof value === 'string' || typeof value === 'number') query[name] = value;
  };
  add(body);
  const search: unknown = body.search;
  if (typeof search === 'object' && search !== null) add({ ...search });
  return query;
}
