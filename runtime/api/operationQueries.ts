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
import { useContext, useState } from 'react';
import { operations, type OperationId } from '../../src/generated/operations';
import type { CallParams } from './apiClient';
import { typedCallOver, type SpecCall } from './typedCallOver';
import type { OperationBody, OperationData, OperationPathParams, TypedOperationId } from '../../src/generated/operationTypes';
import { portalApi } from './portalApi';
import { createPortalQueryClient } from './portalQueryClient';

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

/** The arguments of a typed call: the body, then the path parameters when the path has any. */
export type OperationArgs<Op extends TypedOperationId> =
  OperationPathParams<Op> extends undefined
    ? [body?: OperationBody<Op>]
    : [body: OperationBody<Op>, path: OperationPathParams<Op>];

/**
 * Calls an operation with its generated types: the body and path parameters the OpenAPI
 * description asks for, resolving with the typed `data` of its answer.
 *
 * @example
 * const page = await callTyped('listPractices', { page: 1, limit: 20 }); // page.data[0].name is a string
 */
export function callTyped<Op extends TypedOperationId>(operationId: Op, ...[body, path]: OperationArgs<Op>): Promise<OperationData<Op>> {
  return portalApi().call(operationId, body, path === undefined ? undefined : { path });
}

/**
 * A typed call as a port: screens and runtime parts that name fixed operations take one, so tests
 * pass a fake (`typedCallFake`, tests/helpers) and the portal passes {@link callTyped}.
 */
export type TypedCall = <Op extends TypedOperationId>(operationId: Op, ...args: OperationArgs<Op>) => Promise<OperationData<Op>>;

/** Where a hook sends its call: the portal's client unless a screen was given a port (tests pass a fake). */
export interface ViaPort {
  /** The call port of the screen, panel or widget (`PanelProps.call`); the portal's client when left out. */
  call?: SpecCall | undefined;
}

function sender(call: SpecCall | undefined): TypedCall {
  return call === undefined ? callTyped : typedCallOver(call);
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
  const [body, path] = args;
  return useQuery(
    {
      ...queryOptions,
      queryKey: operationQueryKey(operationId, body, path === undefined ? undefined : { path }),
      queryFn: () => sender(call)(operationId, ...args),
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
      mutationFn: (args: OperationArgs<Op>) => sender(call)(operationId, ...args),
      onSuccess: async (...answer) => {
        const changes = changedResource(operationId);
        if (changes !== undefined) await invalidateReadersOf(queryClient, changes);
        await onSuccess?.(...answer);
      },
    },
    queryClient,
  );
}

/** A write of an operation that a spec names (generic runtime): the operation, its body and parameters. */
export interface SpecWrite {
  operationId: OperationId;
  body?: unknown;
  params?: CallParams | undefined;
}

/**
 * The write of the generic runtime (a form's submit, a row action, a card's edit): the operation
 * a spec names, sent through the screen's port; when it succeeds the cached answers of the
 * resource it changes (`x-cadence-changes`) are marked stale, as {@link useOperationMutation} does.
 *
 * @example
 * const write = useSpecMutation(call);
 * const answer = await write.mutateAsync({ operationId: form.submit.operation, body });
 */
export function useSpecMutation(call: SpecCall): UseMutationResult<unknown, unknown, SpecWrite> {
  const queryClient = usePortalQueryClient();
  return useMutation(
    {
      mutationFn: ({ operationId, body, params }: SpecWrite) => (params === undefined ? call(operationId, body) : call(operationId, body, params)),
      onSuccess: (_answer, { operationId }) => {
        const changes = changedResource(operationId);
        return changes === undefined ? undefined : invalidateReadersOf(queryClient, changes);
      },
    },
    queryClient,
  );
}

/**
 * The cached read of an operation that a spec names (generic runtime: a lookup's options, a
 * summary card, a search's answer), sent through the screen's port and keyed as
 * {@link useOperationQuery} keys it.
 *
 * @example
 * const options = useSpecQuery(call, spec.lookup.operation, {});
 */
export function useSpecQuery(
  call: SpecCall,
  operationId: OperationId,
  body?: unknown,
  params?: CallParams,
  options: Omit<UseQueryOptions<unknown>, 'queryKey' | 'queryFn'> = {},
): UseQueryResult<unknown> {
  return useQuery(
    {
      ...options,
      queryKey: operationQueryKey(operationId, body, params),
      queryFn: () => (params === undefined ? call(operationId, body) : call(operationId, body, params)),
    },
    usePortalQueryClient(),
  );
}

/** The resource an operation writes (`x-cadence-changes`), if any. */
export function changedResource(operationId: OperationId): string | undefined {
  const operation = operations[operationId];
  return 'changes' in operation ? operation.changes : undefined;
}
