import {
  QueryClientContext,
  useMutation,
  useQuery,
  type QueryClient,
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { operations, type OperationId } from '../../src/generated/operations';
import type { CallParams } from './apiClient';
import { callOperation, type OperationArgs, type SpecCall } from './callOperation';
import type { OperationData, TypedOperationId } from '../../src/generated/operationTypes';
import { isOperationId } from './isOperationId';
import { createPortalQueryClient } from './portalQueryClient';

export type { OperationArgs, TypedCall } from './callOperation';

/**
 * The cache key of an operation's answer: `[operationId, body, params]`, so equal requests share
 * one call and one cached answer, and every answer of an operation is found by its first element.
 *
 * @example
 * operationQueryKey('listPatients', { page: 2 }); // ['listPatients', { page: 2 }, undefined]
 */
export function operationQueryKey(operationId: string, body?: unknown, params?: CallParams): readonly [string, unknown, CallParams | undefined] {
  return [operationId, body, params];
}

/** The operations whose answers show records of `resource` (`x-cadence-reads` in specs/api). */
export function operationsReading(resource: string): Set<string> {
  const readers = new Set<string>();
  for (const [operationId, operation] of Object.entries(operations)) {
    const reads: readonly string[] | undefined = 'reads' in operation ? operation.reads : undefined;
    if (reads?.includes(resource)) readers.add(operationId);
  }
  return readers;
}

/**
 * Marks every cached answer that shows records of `resource` stale; the ones on screen are fetched
 * again at once (an open list refreshes), the others when next shown.
 *
 * @example
 * await invalidateReadersOf(queryClient, 'patients');
 */
export function invalidateReadersOf(queryClient: QueryClient, resource: string): Promise<void> {
  const readers = operationsReading(resource);
  return queryClient.invalidateQueries({ predicate: (query) => readers.has(String(query.queryKey[0])) });
}

/**
 * The portal's query client from the app root, or, for a screen rendered on its own (component
 * tests), one of the component's own, so that no answer leaks from one test into another.
 */
export function usePortalQueryClient(): QueryClient {
  const provided = useContext(QueryClientContext);
  const [own] = useState(() => (provided ? undefined : createPortalQueryClient()));
  return provided ?? own!;
}

/** Where a hook sends its call: the portal's client unless a screen was given a port (tests pass a fake). */
export interface ViaPort {
  /** The call port of the screen, panel or widget (`PanelProps.call`); the portal's client when left out. */
  call?: SpecCall | undefined;
}

/**
 * The key and typed read of an operation, for the query client's own methods: a read an event
 * handler makes (an address lookup as the user types) goes through `queryClient.fetchQuery(…)`
 * with it, so it is cached under the key {@link useOperationQuery} uses. With `call`, the read goes
 * through that port.
 *
 * @example
 * const parts = await queryClient.fetchQuery(operationQuery('placeDetails', [{ place_id }], call));
 */
export function operationQuery<Op extends TypedOperationId>(operationId: Op, args: OperationArgs<Op>, call?: SpecCall) {
  const [body, path] = args;
  return {
    queryKey: operationQueryKey(operationId, body, path === undefined ? undefined : { path }),
    queryFn: () => callOperation(call, operationId, ...args),
  };
}

/**
 * A cached, de-duplicated, typed read of an operation (TanStack Query), keyed
 * `[operationId, body, params]` and refreshed by the real-time channel when a record it shows
 * changes. With `call`, the read goes through that port (a panel's `call`, a test's fake).
 *
 * @example
 * const practice = useOperationQuery('getPractice', [undefined, { id: 7 }]);
 * practice.data?.name;
 */
export function useOperationQuery<Op extends TypedOperationId>(
  operationId: Op,
  args: OperationArgs<Op>,
  options: Omit<UseQueryOptions<OperationData<Op>>, 'queryKey' | 'queryFn'> & ViaPort = {},
): UseQueryResult<OperationData<Op>> {
  const queryClient = usePortalQueryClient();
  const { call, ...queryOptions } = options;
  return useQuery(
    {
      ...queryOptions,
      ...operationQuery(operationId, args, call),
    },
    queryClient,
  );
}

/**
 * A typed write of an operation; when it succeeds, the cached answers of the resource it changes
 * (`x-cadence-changes`) are marked stale, so lists and details on screen show the write. With
 * `call`, the write goes through that port.
 *
 * @example
 * const update = useOperationMutation('updatePractice');
 * update.mutate([{ name: 'Lakeview' }, { id: 7 }]);
 */
export function useOperationMutation<Op extends TypedOperationId>(
  operationId: Op,
  options: Omit<UseMutationOptions<OperationData<Op>, unknown, OperationArgs<Op>>, 'mutationFn'> & ViaPort = {},
): UseMutationResult<OperationData<Op>, unknown, OperationArgs<Op>> {
  const queryClient = usePortalQueryClient();
  const { call, onSuccess, ...mutationOptions } = options;
  return useMutation(
    {
      ...mutationOptions,
      mutationFn: (args: OperationArgs<Op>) => callOperation(call, operationId, ...args),
      onSuccess: async (...answer) => {
        await invalidateChangesOf(queryClient, operationId);
        await onSuccess?.(...answer);
      },
    },
    queryClient,
  );
}

/** A write of an operation that a spec names (generic runtime): the operation, its body and parameters. */
export interface SpecWrite {
  /** The operation written, when it varies per action (a form's submit, a row action); else the hook's. */
  operationId?: string | undefined;
  body?: unknown;
  params?: CallParams | undefined;
}

/**
 * The write of an operation that a spec names (a form's submit, a row action, a card's edit),
 * sent through the screen's port (the portal's client when left out); when it succeeds the
 * cached answers of the resource it changes (`x-cadence-changes`) are marked stale, as
 * {@link useOperationMutation} does. Give the operation here, or per write when it varies.
 *
 * @example
 * const write = useSpecOperationMutation(undefined, { call });
 * const answer = await write.mutateAsync({ operationId: form.submit.operation, body });
 */
export function useSpecOperationMutation(
  operationId?: string,
  options: Omit<UseMutationOptions<unknown, unknown, SpecWrite>, 'mutationFn'> & ViaPort = {},
): UseMutationResult<unknown, unknown, SpecWrite> {
  const queryClient = usePortalQueryClient();
  const { call, onSuccess, ...mutationOptions } = options;
  return useMutation(
    {
      ...mutationOptions,
      mutationFn: (write: SpecWrite) => sendSpecRequest(call, write.operationId ?? operationId, write),
      onSuccess: async (answer, write, ...rest) => {
        await invalidateChangesOf(queryClient, write.operationId ?? operationId);
        await onSuccess?.(answer, write, ...rest);
      },
    },
    queryClient,
  );
}

/** A write port: an operation a spec or a widget's `ui:options` names, its body and parameters. */
export type SpecWritePort = (operationId: string, ...request: [body?: unknown, params?: CallParams]) => Promise<unknown>;

/**
 * The write of {@link useSpecOperationMutation} as a port, for helpers that write in steps (a
 * form's picture and attachment uploads, a widget's delete, a visit log's start and finish): each
 * write is sent at once, as given (a visit log's finish leaves with the screen), and when it
 * succeeds the answers of what it changes (`x-cadence-changes`) are marked stale, as every write's.
 *
 * @example
 * const write = useSpecWrite(call);
 * await uploadAttachments(write, uiSchema, data, uploaded);
 */
export function useSpecWrite(call?: SpecCall): SpecWritePort {
  const queryClient = usePortalQueryClient();
  return useCallback(
    async (operationId: string, ...request: [body?: unknown, params?: CallParams]) => {
      const answer = await callOperation(call, operationId, ...request);
      await invalidateChangesOf(queryClient, operationId);
      return answer;
    },
    [call, queryClient],
  );
}

/** A spec's request sent as given: without parameters when it names none. */
function sendSpecRequest(call: SpecCall | undefined, operationId: string | undefined, request: SpecWrite): Promise<unknown> {
  if (operationId === undefined) return Promise.reject(new Error('a write names no operation'));
  return 'params' in request ? callOperation(call, operationId, request.body, request.params) : callOperation(call, operationId, request.body);
}

/** A spec's read, without the body and parameters it leaves out. */
function sendSpecRead(call: SpecCall | undefined, operationId: string, body: unknown, params: CallParams | undefined): Promise<unknown> {
  if (params !== undefined) return callOperation(call, operationId, body, params);
  return body === undefined ? callOperation(call, operationId) : callOperation(call, operationId, body);
}

/** Options of {@link useSpecOperationQuery}: the query's own, the port, and who hears a failure. */
export type SpecQueryOptions = Omit<UseQueryOptions<unknown>, 'queryKey' | 'queryFn'> &
  ViaPort & {
    /** Told each time the read fails (after the cache's retries): the error notifier, usually. */
    onError?: ((error: unknown) => void) | undefined;
    /** Read again whenever this changes (a screen's reload count), besides the real-time refreshes. */
    reloadOn?: unknown;
  };

/**
 * The cached read of an operation that a spec names (generic runtime: a form's record, a lookup's
 * options, a summary card, a search's answer), sent through the screen's port (the portal's
 * client when left out) and keyed as {@link useOperationQuery} keys it, so the real-time channel
 * refreshes it. An answer of nothing is `null` (the cache holds no `undefined`); without an
 * operation nothing is read.
 *
 * @example
 * const options = useSpecOperationQuery(spec.lookup.operation, {}, undefined, { call, onError: notifyError });
 */
export function useSpecOperationQuery(
  operationId: string | undefined,
  body?: unknown,
  params?: CallParams,
  options: SpecQueryOptions = {},
): UseQueryResult<unknown> {
  const { call, onError, enabled, reloadOn, ...queryOptions } = options;
  const active = operationId !== undefined && enabled !== false;
  const query = useQuery(
    {
      ...queryOptions,
      enabled: active,
      ...specOperationQuery(operationId ?? '', body, params, call),
    },
    usePortalQueryClient(),
  );
  useReadFailure(query, onError);
  useReloadOn(query, active, reloadOn);
  return query;
}

/** Reads again when `reloadOn` changes after the first render (the first read is the query's own). */
function useReloadOn(query: UseQueryResult<unknown>, active: boolean, reloadOn: unknown): void {
  const seen = useRef(reloadOn);
  const { refetch } = query;
  useEffect(() => {
    if (Object.is(seen.current, reloadOn)) return;
    seen.current = reloadOn;
    if (active) void refetch();
  }, [active, refetch, reloadOn]);
}

/**
 * The key and read of an operation that a spec names, for the query client's own methods: a
 * read an event handler makes (lookup-as-you-type) goes through `queryClient.fetchQuery(…)` with
 * it, so equal reads share the cache and the real-time channel reaches them. An answer of nothing
 * is `null` (the cache holds no `undefined`).
 *
 * @example
 * const rows = await queryClient.fetchQuery(specOperationQuery(operation, { search_term: term }, undefined, call));
 */
export function specOperationQuery(operationId: string, body?: unknown, params?: CallParams, call?: SpecCall) {
  return {
    queryKey: operationQueryKey(operationId, body, params),
    queryFn: async (): Promise<unknown> => (await sendSpecRead(call, operationId, body, params)) ?? null,
  };
}

/**
 * Calls `onError` once per failure of a read (not again on a re-render): a screen's own read
 * whose failure the error notifier shows.
 *
 * @example
 * useReadFailure(useOperationQuery('dashboardGraphs', []), notifyError);
 */
export function useReadFailure(query: Pick<UseQueryResult<unknown>, 'error' | 'errorUpdatedAt'>, onError: ((error: unknown) => void) | undefined): void {
  const latest = useRef(onError);
  latest.current = onError;
  const { error, errorUpdatedAt } = query;
  useEffect(() => {
    if (error !== null) latest.current?.(error);
  }, [error, errorUpdatedAt]);
}

/**
 * Marks stale the cached answers of the resource `operationId` changes (`x-cadence-changes`), if
 * any: what every write does when it succeeds.
 */
export async function invalidateChangesOf(queryClient: QueryClient, operationId: string | undefined): Promise<void> {
  const changes = operationId !== undefined && isOperationId(operationId) ? changedResource(operationId) : undefined;
  if (changes !== undefined) await invalidateReadersOf(queryClient, changes);
}

/** The resource an operation writes (`x-cadence-changes`), if any. */
export function changedResource(operationId: OperationId): string | undefined {
  const operation = operations[operationId];
  return 'changes' in operation ? operation.changes : undefined;
}
