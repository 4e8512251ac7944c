import { Button, Checkbox, Group, NativeSelect, TextInput } from '@mantine/core';
import { createContext, useContext, useMemo } from 'react';
import {
  QueryBuilder,
  toFlatOptionArray,
  type ActionProps,
  type Field,
  type NotToggleProps,
  type ValueEditorProps,
  type ValueSelectorProps,
} from 'react-querybuilder';
import { message } from '../../src/generated/catalog';
import type { ReportFieldSpec } from '../../src/generated/reports';
import type { RuleGroup } from './reportsState';
import 'react-querybuilder/dist/query-builder-layout.css';

/** The problem of each rule (by rule id) shown on its value (issue 27 defect 4). */
const RuleProblems = createContext<ReadonlyMap<string, string>>(new Map());

/** How the filter builder names each operator (react-querybuilder's names, our labels). */
const operatorLabels: Record<string, string> = {
  '=': '=',
  '!=': '!=',
  '<': '<',
  '<=': '<=',
  '>': '>',
  '>=': '>=',
  contains: 'contains',
  beginsWith: 'begins with',
  endsWith: 'ends with',
  doesNotContain: 'does not contain',
  doesNotBeginWith: 'does not begin with',
  doesNotEndWith: 'does not end with',
  null: 'is empty',
  notNull: 'is not empty',
  in: 'in (comma separated)',
  notIn: 'not in (comma separated)',
  between: 'between',
  notBetween: 'not between',
};

/** A report field as react-querybuilder takes it: its operators and, for a select, its values. */
export function queryBuilderField(field: ReportFieldSpec): Field {
  return {
    name: field.name,
    label: field.label,
    operators: field.operators.map((operator) => ({ name: operator, value: operator, label: operatorLabels[operator] ?? operator })),
    ...(field.type === 'number' ? { inputType: 'number' } : {}),
    ...(field.type === 'date' ? { inputType: 'date' } : {}),
    ...(field.type === 'boolean' ? { valueEditorType: 'select', values: [{ name: 'true', value: 'true', label: 'Yes' }, { name: 'false', value: 'false', label: 'No' }], defaultValue: 'true' } : {}),
    ...(field.type === 'select'
      ? {
          valueEditorType: 'select',
          values: (field.values ?? []).map((option) => ({ name: String(option.value), value: String(option.value), label: option.label })),
          defaultValue: String(field.values?.[0]?.value ?? ''),
        }
      : {}),
  };
}

interface FlatOption {
  value: string;
  label: string;
}

/** The options of a selector, flattened (option groups are not used by the reports). */
function flatOptions(options: ValueSelectorProps['options']): FlatOption[] {
  return toFlatOptionArray(options).map((option) => ({ value: option.value, label: option.label }));
}

function MantineSelector(props: ValueSelectorProps) {
  const { options, value, title, disabled, className } = props;
  return (
    <NativeSelect
      size="xs"
      aria-label={title}
      className={className}
      disabled={disabled}
      value={value ?? ''}
      data={flatOptions(options)}
      onChange={(event) => props.handleOnChange(event.currentTarget.value)}
    />
  );
}

function MantineAction(props: ActionProps) {
  const { label, title, disabled, className } = props;
  return (
    <Button size="compact-xs" variant="light" title={title} className={className} disabled={disabled} onClick={(event) => props.handleOnClick(event)}>
      {label}
    </Button>
  );
}

function MantineNotToggle(props: NotToggleProps) {
  const { checked, label, disabled } = props;
  return <Checkbox size="xs" label={label} checked={checked ?? false} disabled={disabled} onChange={(event) => props.handleOnChange(event.currentTarget.checked)} />;
}

/** The value of a rule: nothing for is empty / is not empty, two inputs for a range, else one. */
function MantineValueEditor(props: ValueEditorProps) {
  const { operator, inputType, type, disabled, fieldData } = props;
  const problem = useContext(RuleProblems).get(props.rule.id ?? '');
  const raw: unknown = props.value;
  const value = typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean' ? String(raw) : Array.isArray(raw) ? raw.join(',') : '';
  const values = (props.values ?? []) as { name?: string; value?: string; label: string }[];
  const handleOnChange = (next: string) => props.handleOnChange(next);
  if (operator === 'null' || operator === 'notNull') return null;
  const shared = { size: 'xs', disabled, error: problem, miw: 160 } as const;
  if (type === 'select') {
    return (
      <NativeSelect
        {...shared}
        aria-label={message('reportRuleValue', { field: fieldData.label })}
        value={value}
        data={values.map((option) => ({ value: String(option.value ?? option.name), label: option.label }))}
        onChange={(event) => handleOnChange(event.currentTarget.value)}
      />
    );
  }
  const htmlType = inputType === 'number' || inputType === 'date' ? inputType : 'text';
  if (operator === 'between' || operator === 'notBetween') {
    const [low = '', high = ''] = value.split(',');
    return (
      <Group gap={4} wrap="nowrap" align="flex-start">
        <TextInput {...shared} type={htmlType} aria-label={message('reportRuleFrom', { field: fieldData.label })} value={low} onChange={(event) => handleOnChange(`${event.currentTarget.value},${high}`)} />
        <TextInput {...shared} error={problem !== undefined} type={htmlType} aria-label={message('reportRuleTo', { field: fieldData.label })} value={high} onChange={(event) => handleOnChange(`${low},${event.currentTarget.value}`)} />
      </Group>
    );
  }
  return (
    <TextInput
      {...shared}
      type={operator === 'in' || operator === 'notIn' ? 'text' : htmlType}
      aria-label={message('reportRuleValue', { field: fieldData.label })}
      value={value}
      onChange={(event) => handleOnChange(event.currentTarget.value)}
    />
  );
}

const controlElements = {
  fieldSelector: MantineSelector,
  operatorSelector: MantineSelector,
  combinatorSelector: MantineSelector,
  valueSourceSelector: MantineSelector,
  valueSelector: MantineSelector,
  valueEditor: MantineValueEditor,
  addRuleAction: MantineAction,
  addGroupAction: MantineAction,
  removeRuleAction: MantineAction,
  removeGroupAction: MantineAction,
  notToggle: MantineNotToggle,
};

const translations = {
  addRule: { label: message('reportsAddRule'), title: message('reportsAddRule') },
  addGroup: { label: message('reportsAddGroup'), title: message('reportsAddGroup') },
  removeRule: { label: message('reportsRemove'), title: message('reportsRemove') },
  removeGroup: { label: message('reportsRemove'), title: message('reportsRemove') },
  fields: { title: message('reportsFilterField') },
  operators: { title: message('reportsFilterOperator') },
  combinators: { title: message('reportsFilterCombinator') },
};

const noProblems: ReadonlyMap<string, string> = new Map();

const combinators = [
  { name: 'and', value: 'and', label: 'AND' },
  { name: 'or', value: 'or', label: 'OR' },
];

interface ReportFilterBuilderProps {
  fields: readonly ReportFieldSpec[];
  query: RuleGroup;
  /** The message of each rule whose value cannot run, by rule id, shown under its value. */
  problems?: ReadonlyMap<string, string>;
  onChange: (query: RuleGroup) => void;
}

/**
 * The filter builder of a report ([reports-flow]): react-querybuilder over the report's declared
 * fields and operators (specs/reports), drawn with Mantine controls; nested groups allowed.
 */
export function ReportFilterBuilder({ fields, query, problems = noProblems, onChange }: ReportFilterBuilderProps) {
  const builderFields = useMemo(() => fields.map(queryBuilderField), [fields]);
  return (
    <div className="cadence-report-filter" data-testid="report-filter">
      <RuleProblems.Provider value={problems}>
      <QueryBuilder
        fields={builderFields}
        query={query}
        onQueryChange={onChange}
        combinators={combinators}
        controlElements={controlElements}
        translations={translations}
        resetOnFieldChange
        resetOnOperatorChange
        controlClassnames={{ queryBuilder: 'queryBuilder-branches queryBuilder-responsive' }}
      />
      </RuleProblems.Provider>
    </div>
  );
}
