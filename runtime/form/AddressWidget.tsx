import { Autocomplete } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useRef, useState } from 'react';
import { constants } from '../../src/generated/catalog';
import type { OperationData } from '../../src/generated/operationTypes';
import { notifyError } from '../errors/notifyError';
import { addressFillValues } from './addressFill';
import { formContextOf } from './formContext';
import { widgetErrorText } from './widgetErrorText';
import { operationQuery, usePortalQueryClient } from '../api/operationQueries';

/** One suggestion of suggestAddresses. */
type Suggestion = OperationData<'suggestAddresses'>[number];

/** Suggestions are asked for once this much has been typed. */
const minimumTyped = 3;

/**
 * Address autocomplete for the first line of an address (`ui:widget: address`): what is typed
 * is the line's value; after 200 ms without typing ([search-debounce]) the middleware suggests
 * addresses, and choosing one asks POST google/place_details {place_id} and fills line_1, city,
 * state and zip_code of the object the field belongs to ([address-autocomplete]). A failed lookup
 * is only logged; the user can still type the address by hand.
 *
 * @example
 * # in a form spec's uiSchema
 * address: { line_1: { 'ui:widget': address } }
 */
export function AddressWidget({ id, htmlName, value, label, hideLabel, required, disabled, readonly, rawErrors, registry, onChange, onBlur, onFocus }: WidgetProps) {
  const context = formContextOf(registry);
  const text = typeof value === 'string' ? value : '';
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  // Typing asks for suggestions; choosing one must not ask again for the text it filled in.
  const typed = useRef(false);
  const { call } = context;
  const queryClient = usePortalQueryClient();

  useEffect(() => {
    if (!typed.current || text.trim().length < minimumTyped) {
      setSuggestions([]);
      return undefined;
    }
    let current = true;
    const timer = setTimeout(() => {
      queryClient.fetchQuery(operationQuery('suggestAddresses', [{ input: text.trim(), limit: 5 }], call)).then(
        (answer) => {
          if (current) setSuggestions(answer);
        },
        (error: unknown) => {
          if (current) notifyError(error, { context: 'lookup' });
        },
      );
    }, Number(constants.searchDebounceMs));
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [call, queryClient, text]);

  async function choose(description: string) {
    const suggestion = suggestions.find((candidate) => candidate.description === description);
    if (!suggestion) return;
    typed.current = false;
    setSuggestions([]);
    try {
      const parts = await queryClient.fetchQuery(operationQuery('placeDetails', [{ place_id: suggestion.place_id }], call));
      const ownPath = context.pathOf?.(id);
      if (context.fill && ownPath !== undefined) context.fill(addressFillValues(ownPath, parts));
      else onChange(parts.line_1 || undefined);
    } catch (error) {
      notifyError(error, { context: 'lookup' });
    }
  }

  return (
    <Autocomplete
      id={id}
      name={htmlName ?? id}
      autoComplete="off"
      label={hideLabel ? undefined : label}
      withAsterisk={false}
      required={required}
      disabled={disabled || readonly}
      value={text}
      data={suggestions.map((suggestion) => suggestion.description)}
      // The middleware has already chosen the suggestions; Mantine must not filter them again.
      filter={({ options }) => options}
      error={widgetErrorText(rawErrors)}
      onChange={(next) => {
        // Choosing a suggestion echoes its description as typed text; the chosen address's parts
        // arrive from place_details instead.
        if (suggestions.some((suggestion) => suggestion.description === next)) return;
        typed.current = true;
        onChange(next === '' ? undefined : next);
      }}
      onOptionSubmit={(description) => void choose(description)}
      onBlur={() => onBlur(id, text)}
      onFocus={() => onFocus(id, text)}
    />
  );
}
