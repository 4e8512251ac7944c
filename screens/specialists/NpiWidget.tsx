import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { useState, type KeyboardEvent } from 'react';
import { constants, message } from '../../src/generated/catalog';
import { notifyError } from '../../runtime/errors/notifyError';
import { digitsEntry } from '../../runtime/form/digitsEntry';
import { formContextOf } from '../../runtime/form/formContext';
import { ListGrid } from '../../runtime/list/ListGrid';
import {
  npiEmptyMessage,
  npiEnabled,
  npiFillValues,
  npiRequest,
  npiResultColumns,
  npiResultFilter,
  npiResultRow,
  type NpiInputs,
  type NpiLookupResult,
  type NpiPurpose,
} from './npiLookup';
import { widgetErrorText } from '../../runtime/form/widgetErrorText';
import { operationQuery, usePortalQueryClient } from '../../runtime/api/operationQueries';

const purposes: readonly NpiPurpose[] = ['practice', 'person', 'any'];

// The registry's order is kept: the results' columns do not sort.
const keepRegistryOrder = () => undefined;

function stringMap(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/**
 * The NPI lookup field (`ui:widget: npi`): the NPI itself (digits only, at most 10,
 * [npi-digits-only]) and a registry search by that number, by first and last name, or by
 * organisation name, the three kinds excluding each other ([npi-fields-exclusive]). Choosing a
 * result sets the NPI and fills the form fields of `ui:options.fill` (form path → result field:
 * name, specialty, phone, line_1, city, state, zip_code, first_name, last_name, credential).
 * `ui:options.purpose: practice` keeps sole proprietors and organisations and says 'Please enter
 * the organization's NPI information' when none is found; `person` keeps individuals. A failed
 * search is only logged ([npi-failure-logged]).
 *
 * @example
 * # in a form spec's uiSchema
 * npi: { 'ui:widget': npi, 'ui:options': { purpose: practice, fill: { name: name, 'address.city': city } } }
 */
export function NpiWidget({ id, htmlName, value, label, hideLabel, required, disabled, readonly, rawErrors, schema, options, registry, onChange, onBlur, onFocus }: WidgetProps) {
  const context = formContextOf(registry);
  const queryClient = usePortalQueryClient();
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : Number(constants.npiMaxLength);
  const purpose = purposes.find((candidate) => candidate === options.purpose) ?? 'any';
  const fill = stringMap(options.fill);
  const product = typeof options.product === 'string' ? options.product : message('npiRegistryProduct');
  const fieldLabel = typeof options.label === 'string' ? options.label : label || 'NPI';
  const [names, setNames] = useState({ firstName: '', lastName: '', organizationName: '' });
  const [results, setResults] = useState<NpiLookupResult[]>([]);
  const [notice, setNotice] = useState<string | undefined>();
  const [searching, setSearching] = useState(false);
  const number = typeof value === 'string' ? value : '';
  const inputs: NpiInputs = { number, ...names };
  const enabled = npiEnabled(inputs);
  const off = disabled || readonly;

  async function search() {
    const request = npiRequest(inputs, Number(constants.npiResultLimit));
    setResults([]);
    setNotice(request.ok ? undefined : request.message);
    if (!request.ok) return;
    setSearching(true);
    try {
      // A read the user asks for (POST npi/search), through the query cache under its request.
      const answer = await queryClient.fetchQuery(operationQuery('searchNpi', [request.body], context.call));
      const kept = npiResultFilter(answer.results, { kind: request.kind, purpose });
      setResults(kept);
      if (kept.length === 0) setNotice(npiEmptyMessage(purpose, fieldLabel, product));
    } catch (error) {
      // [npi-failure-logged]: the registry's failure is written to the console, not shown.
      notifyError(error, { context: 'lookup' });
    } finally {
      setSearching(false);
    }
  }

  function choose(result: NpiLookupResult) {
    const ownPath = context.pathOf?.(id);
    const values = npiFillValues(result, fill);
    if (context.fill && ownPath !== undefined) context.fill({ ...values, [ownPath]: result.number });
    else onChange(result.number);
    setResults([]);
    setNotice(undefined);
  }

  // Enter searches instead of submitting the whole form.
  const searchOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void search();
  };
  const setName = (key: keyof typeof names) => (text: string) => setNames((current) => ({ ...current, [key]: text }));

  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          id={id}
          name={htmlName ?? id}
          inputMode="numeric"
          label={hideLabel ? undefined : label}
          withAsterisk={false}
          required={required}
          disabled={off || !enabled.number}
          maxLength={maxLength}
          value={number}
          error={widgetErrorText(rawErrors)}
          onChange={(event) => {
            const digits = digitsEntry(event.currentTarget.value, maxLength);
            onChange(digits === '' ? undefined : digits);
          }}
          onKeyDown={searchOnEnter}
          onBlur={() => onBlur(id, number)}
          onFocus={() => onFocus(id, number)}
        />
        <TextInput
          label={message('npiFirstName')}
          disabled={off || !enabled.names}
          maxLength={64}
          value={names.firstName}
          onChange={(event) => setName('firstName')(event.currentTarget.value)}
          onKeyDown={searchOnEnter}
        />
        <TextInput
          label={message('npiLastName')}
          disabled={off || !enabled.names}
          maxLength={64}
          value={names.lastName}
          onChange={(event) => setName('lastName')(event.currentTarget.value)}
          onKeyDown={searchOnEnter}
        />
        <TextInput
          label={message('npiOrganizationName')}
          disabled={off || !enabled.organizationName}
          maxLength={128}
          value={names.organizationName}
          onChange={(event) => setName('organizationName')(event.currentTarget.value)}
          onKeyDown={searchOnEnter}
        />
        <Button variant="light" loading={searching} disabled={off} onClick={() => void search()}>
          {message('npiSearch')}
        </Button>
      </Group>
      {notice !== undefined && (
        <Text c="red.8" size="sm" role="alert">
          {notice}
        </Text>
      )}
      {results.length > 0 && (
        <ListGrid
          columns={npiResultColumns()}
          rows={results.map(npiResultRow)}
          order={undefined}
          onOrder={keepRegistryOrder}
          spec="widget npi"
          label={message('npiResultsLabel')}
          actionsCell={(row) => {
            const result = results.find((candidate) => candidate.number === row.number);
            return result === undefined ? null : (
              <Button size="compact-sm" variant="subtle" aria-label={message('npiUseResult', { name: result.name })} onClick={() => choose(result)}>
                {message('npiUse')}
              </Button>
            );
          }}
          actionsWidth={90}
        />
      )}
    </Stack>
  );
}
