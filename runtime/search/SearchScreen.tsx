import { keepPreviousData } from '@tanstack/react-query';
import { Anchor, Button, Group, Loader, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { constants, message } from '../../src/generated/catalog';
import type { CompiledSearchScreen } from '../../src/generated/compiled-types';
import { notifyError } from '../errors/notifyError';
import type { Row } from '../formats/cellDisplay';
import { CellView } from '../formats/CellView';
import { readListPage, type ListPage } from '../list/listPage';
import type { OperationCall } from '../core/listSpec';
import { Pager } from '../list/Pager';
import { useFormatResolver } from '../registry/formatRegistry';
import { useSession } from '../session/SessionContext';
import { resultRoute } from './resultRoute';
import { fieldEnabled, offeredOptions, readSearchState, searchProblems, searchRequestBody, searchStateQuery, type SearchState } from './searchState';
import { useSpecOperationQuery } from '../api/operationQueries';

/** Props of {@link SearchScreen}. */
export interface SearchScreenProps {
  /** Any screen spec of `kind: search` (tests may write just these fields). */
  spec: Pick<CompiledSearchScreen, 'route' | 'title' | 'search' | 'empty'>;
  /** How the screen calls the middleware; the router passes the portal's API client. */
  call: OperationCall;
}

/**
 * Renders any `kind: search` screen spec with no screen-specific code: a choice of the options
 * the user is offered ([search-options]; an option's `access` rule hides it from others,
 * [search-practice-super-users]), the option's fields (a field with `enabledAfter` disabled until
 * that field is filled, [search-second-name-disabled]), Search, which checks every filled field
 * against `minLength` first ([search-min-chars]), and the paged results in the option's columns,
 * the first column linking to the record ([search-result-model-types]). No rows show the
 * option's or the screen's empty message ([search-empty-state], [search-patient-not-found]).
 * The option, the fields and the page live in the URL, so Back from a record returns here.
 *
 * @example
 * <SearchScreen spec={searchSpec} call={callOperation} />
 */
export function SearchScreen({ spec, call }: SearchScreenProps) {
  const resolveFormat = useFormatResolver();
  const { can } = useSession();
  const search = spec.search;
  const options = useMemo(() => offeredOptions(search, can), [search, can]);
  const [query, setQuery] = useSearchParams();
  const state = useMemo(() => readSearchState(query, options), [query, options]);
  const [draft, setDraft] = useState<SearchState>(state);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const mobile = useMediaQuery(`(max-width: ${constants.mobileBreakpointPx - 1}px)`, false, { getInitialValueInEffect: false });
  const option = options.find((candidate) => candidate.value === draft.model);
  const searched = options.find((candidate) => candidate.value === state.model);

  // The URL changed (a search, a page, Back): the form shows what the URL says.
  useEffect(() => {
    setDraft(state);
  }, [state]);

  // A searched state in the URL (page > 0) is loaded; anything else shows no results yet. While
  // another page or search loads, the rows before it stay (and a failure shows none).
  const active = searched !== undefined && state.page > 0 && Object.keys(searchProblems(search, searched, state.values)).length === 0;
  const answer = useSpecOperationQuery(active ? search.operation : undefined, active ? searchRequestBody(search, searched, state) : undefined, undefined, {
    call,
    onError: notifyError,
    placeholderData: keepPreviousData,
  });
  const loading = answer.isFetching;
  const page: ListPage | undefined = active && !answer.isError && answer.data !== undefined ? readListPage(answer.data, state.page, search.paging) : undefined;

  if (option === undefined) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = searchProblems(search, option, draft.values);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setQuery(searchStateQuery({ ...draft, page: 1 }));
  };

  const chooseOption = (value: string | null) => {
    const next = options.find((candidate) => candidate.value === value);
    if (next === undefined) return;
    setProblems({});
    setDraft({ model: next.value, values: Object.fromEntries(next.fields.map((field) => [field.field, ''])), page: 0 });
  };

  const type = (field: string, value: string) => {
    setProblems(({ [field]: _edited, ...rest }) => rest);
    const values = { ...draft.values, [field]: value };
    // A field that depends on an emptied one is emptied with it.
    for (const other of option.fields) if (!fieldEnabled(option, other.field, values)) values[other.field] = '';
    setDraft({ ...draft, values });
  };

  const columns = searched?.columns ?? [];
  const rows = page?.rows ?? [];
  let results = null;
  if (page !== undefined && rows.length === 0) {
    results = (
      <Text role="status" c="dimmed" ta="center" py="xl">
        {searched?.empty ?? spec.empty ?? message('emptyList')}
      </Text>
    );
  } else if (page !== undefined) {
    results = (
      <Table.ScrollContainer minWidth={600}>
        <Table striped highlightOnHover aria-label={message('searchResults', { title: spec.title })}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.field}>{column.header}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row: Row, index) => {
              const to = resultRoute(search.resultLink, row);
              return (
                <Table.Tr key={index}>
                  {columns.map((column, columnIndex) => {
                    const cell = <CellView display={resolveFormat(column.format, `screen ${spec.route}`)(row[column.field], row)} />;
                    return (
                      <Table.Td key={column.field}>
                        {columnIndex === 0 && to !== undefined ? (
                          <Anchor component={Link} to={to}>
                            {cell}
                          </Anchor>
                        ) : (
                          cell
                        )}
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1}>{spec.title}</Title>
        {loading && <Loader size="sm" aria-label={message('runtimeLoading')} />}
      </Group>
      <form onSubmit={submit} noValidate aria-label={spec.title}>
        <Group align="flex-start" gap="sm" wrap={mobile ? 'wrap' : 'nowrap'}>
          <Select
            label={message('searchBy')}
            data={options.map((candidate) => ({ value: candidate.value, label: candidate.label }))}
            value={option.value}
            allowDeselect={false}
            onChange={chooseOption}
            w={mobile ? '100%' : 240}
          />
          {option.fields.map((field) => (
            <TextInput
              key={`${option.value}.${field.field}`}
              label={field.required === true ? `${field.label} ${message('requiredLabel')}` : field.label}
              name={field.field}
              placeholder={field.placeholder}
              value={draft.values[field.field] ?? ''}
              disabled={!fieldEnabled(option, field.field, draft.values)}
              error={problems[field.field]}
              onChange={(event) => type(field.field, event.currentTarget.value)}
              w={mobile ? '100%' : 220}
            />
          ))}
          <Button type="submit" mt={mobile ? 0 : 25} loading={loading}>
            {message('detailSearch')}
          </Button>
        </Group>
      </form>
      <div aria-busy={loading}>{results}</div>
      {page !== undefined && (
        <Pager
          currentPage={page.currentPage}
          lastPage={page.lastPage}
          maxLinks={mobile ? constants.pagerLinksMobile : constants.pagerLinksDesktop}
          onPage={(next) => setQuery(searchStateQuery({ ...state, page: next }))}
        />
      )}
    </Stack>
  );
}
