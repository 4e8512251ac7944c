import { MultiSelect } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useMemo, useState } from 'react';
import { message } from '../../src/generated/catalog';
import { notifyError } from '../errors/notifyError';
import { formContextOf } from './formContext';
import { widgetErrorText } from './widgetErrorText';
import { specOperationQuery, usePortalQueryClient } from '../api/operationQueries';

interface CodeRow {
  id: number;
  code: string;
  description: string;
}

// The spec's term-search debounce (document 1, section 9).
const debounceMs = 200;

const labelOf = (row: CodeRow) => `${row.code} ${row.description}`;

/**
 * A searchable multi-select of codes: typing searches `ui:options.operation` (default
 * `searchProcedureCodes`) for codes of type `ui:options.codeType` (CPT 3, ICD 1, HCPCS 2,
 * [procedure-code-search]); the value is the list of chosen code ids, at most the schema's
 * `maxItems` (20, [procedure-codes-max]). The labels of codes already chosen come from an empty
 * search made when the field opens.
 */
export function CodeSearchWidget({ id, value, label, hideLabel, disabled, readonly, rawErrors, schema, options, registry, onChange, onBlur, onFocus }: WidgetProps) {
  const { call } = formContextOf(registry);
  const queryClient = usePortalQueryClient();
  const operation = typeof options.operation === 'string' ? options.operation : 'searchProcedureCodes';
  const codeType = Number(options.codeType);
  const [known, setKnown] = useState<Record<string, string>>({});
  const [found, setFound] = useState<string[]>([]);
  const [term, setTerm] = useState('');
  const selected = useMemo(() => (Array.isArray(value) ? value.map(String) : []), [value]);

  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      const search = { procedure_code_type_id: codeType, search_term: term, limit: term === '' ? 100 : 20 };
      queryClient.fetchQuery(specOperationQuery(operation, search, undefined, call)).then(
        (rows) => {
          if (!current || !Array.isArray(rows)) return;
          const codes = rows as CodeRow[];
          setKnown((previous) => ({ ...previous, ...Object.fromEntries(codes.map((row) => [String(row.id), labelOf(row)])) }));
          setFound(codes.slice(0, 20).map((row) => String(row.id)));
        },
        (error: unknown) => {
          if (current) notifyError(error, { context: 'lookup' });
        },
      );
    }, term === '' ? 0 : debounceMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [call, queryClient, operation, codeType, term]);

  const data = [...new Set([...selected, ...found])].map((code) => ({ value: code, label: known[code] ?? code }));
  const maxItems = typeof schema.maxItems === 'number' ? schema.maxItems : undefined;
  return (
    <MultiSelect
      id={id}
      label={hideLabel ? undefined : label}
      data={data}
      value={selected}
      searchable
      clearable
      filter={({ options: all }) => all}
      searchValue={term}
      onSearchChange={setTerm}
      maxValues={maxItems}
      disabled={disabled || readonly}
      error={widgetErrorText(rawErrors)}
      nothingFoundMessage={message('noResultsFound')}
      onChange={(next) => onChange(next.map(Number))}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
