import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { constants, message, messages } from '../../src/generated/catalog';
import { ListFilters } from './ListFilters';
import { ListGrid } from './ListGrid';
import type { ListSpec, OperationCall } from './listSpec';
import { Pager } from './Pager';
import { useFilterOptions } from './useFilterOptions';
import { useListController } from './useListController';

/** Props of {@link ListScreen}. */
export interface ListScreenProps {
  /** Any screen spec of `kind: list`. */
  spec: ListSpec;
  /** How the screen calls the middleware; the router passes the portal's API client. */
  call: OperationCall;
}

/** The spec's `empty` names a catalog message; a text that is not a key is shown as written. */
function emptyText(empty: string | undefined): string {
  const catalog = messages as Readonly<Record<string, string>>;
  if (empty === undefined) return message('emptyList');
  return catalog[empty] ?? empty;
}

/**
 * Renders any `kind: list` screen spec with no screen-specific code: the title, the filters the
 * spec names (collapsed into a 'Filters' panel below 1217 px, [mobile-breakpoint]), one
 * server-sorted page in AG Grid, the empty message ([empty-list]) and the pager ([pager-links]).
 * Filters, page and order live in the URL query.
 *
 * @example
 * <ListScreen spec={patientsSpec} call={(op, body) => portalApi().callOperation(op as OperationId, body)} />
 */
export function ListScreen({ spec, call }: ListScreenProps) {
  const list = useListController(spec, call);
  const options = useFilterOptions(spec.filters ?? [], call);
  // "Below 1217 px" is a width of at most 1216 px.
  const mobile = useMediaQuery(`(max-width: ${constants.mobileBreakpointPx - 1}px)`, false, { getInitialValueInEffect: false });
  const specName = `screen ${spec.route}`;
  const { page, loading, error } = list;

  let body;
  if (page === undefined && error !== undefined && !loading) {
    body = (
      <Alert color="red" title="The list could not be loaded.">
        <Button variant="light" color="red" onClick={list.reload}>
          Try again
        </Button>
      </Alert>
    );
  } else if (page !== undefined && page.rows.length === 0) {
    body = (
      <Text role="status" c="dimmed" ta="center" py="xl">
        {emptyText(spec.empty)}
      </Text>
    );
  } else {
    body = <ListGrid columns={spec.columns} rows={page?.rows ?? []} order={list.query.order} onOrder={list.setOrder} spec={specName} label={spec.title} />;
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1}>{spec.title}</Title>
        {loading && <Loader size="sm" aria-label="Loading" />}
      </Group>
      <ListFilters filters={spec.filters ?? []} values={list.query.filters} options={options} onChange={list.setFilter} mobile={mobile} spec={specName} />
      <div aria-busy={loading}>{body}</div>
      {page !== undefined && (
        <Pager
          currentPage={page.currentPage}
          lastPage={page.lastPage}
          maxLinks={mobile ? constants.pagerLinksMobile : constants.pagerLinksDesktop}
          onPage={list.setPage}
        />
      )}
    </Stack>
  );
}
