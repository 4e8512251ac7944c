import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import type { Action, ListColumn } from '../../../src/generated/spec-types';
import type { Compiled } from '../../../src/generated/compiled-types';
import type { EditableRows as EditableRowsSpec } from '../../../src/generated/spec-types';
import { forms } from '../../../src/generated/forms';
import { message } from '../../../src/generated/catalog';
import type { Row } from '../../formats/cellDisplay';
import { valueAtPath } from '../../core/formFieldPaths';
import type { SessionView } from '../../session/sessionView';
import { showSuccess } from '../../toasts/showSuccess';
import type { OperationCall } from '../../core/listSpec';
import { useRuntimeRegistry } from '../../registry/RuntimeRegistryContext';
import { inlineInputNamed } from '../../registry/inlineInputNamed';
import { RowActionButtons } from '../RowActionButtons';
import { rowActionCall } from '../../core/rowActionCall';
import type { ActionRunner } from '../../actions/useActionRunner';
import { changeValues, fieldDisabled, newRowValues, rowBody, rowErrors, rowFields, rowValues, type RowErrors, type RowValues } from './editableRow';
import { loadRowCheck } from './rowCheck';
import { RowFieldInput } from './RowFieldInput';
import { rowFailure } from './rowFailure';
import { useSpecOperationMutation } from '../../api/operationQueries';

/** Props of {@link EditableRows}. */
export interface EditableRowsProps {
  editable: Compiled<EditableRowsSpec>;
  columns: readonly ListColumn[];
  rows: readonly Row[];
  rowActions: readonly Compiled<Action>[] | undefined;
  /** The screen's `failure`: `log` keeps failed calls in the console. */
  failure: 'notify' | 'log' | undefined;
  call: OperationCall;
  reload: () => void;
  session: SessionView | undefined;
  runner: ActionRunner;
  /** Replaces the rows with the answer of `saveAll` (the list as stored). */
  onReplace: (rows: Row[]) => void;
  /** Shown when there are no rows (and no new row). */
  emptyText: string;
  /** The current time, for defaults and "not in the past"; the clock by default. */
  now?: () => Date;
}

interface NewRow {
  key: string;
  values: RowValues;
}

/** A row field as text, for read-only columns and the row's name. */
function cellText(row: Row, field: string): string {
  const value = valueAtPath(row, field);
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

const rowKey = (row: Row, index: number) => (typeof row.id === 'number' || typeof row.id === 'string' ? `id-${String(row.id)}` : `row-${String(index)}`);

/**
 * The rows of a list screen with `editable` as inline forms of its form spec (`editable.form`;
 * [maintenance-row-modes], [e-documents-edit-save], [config-save-whole-list]): the `create` button
 * above the list adds a row in Create mode (Create, Cancel); a saved row shows read-only with Edit,
 * which makes it editable with Save; Save returns it to read-only. The form's rules are checked
 * before a call and each message shows under its field; the server's field errors do too; other
 * failures go to the notifier, or only to the console with `failure: log`. With `saveAll` every row is editable
 * and one button below sends them all; the answer replaces the rows. Row actions (Delete) sit at
 * the end of each saved row.
 */
export function EditableRows({ editable, columns, rows, rowActions, failure, call, reload, session, runner, onReplace, emptyText, now = () => new Date() }: EditableRowsProps) {
  const form = forms[editable.form];
  const registry = useRuntimeRegistry();
  const edited = useMemo(
    () => rowFields(columns, form, (widget) => inlineInputNamed(registry, widget, { spec: `form ${editable.form}` })),
    [columns, form, registry, editable.form],
  );
  const fields = useMemo(() => edited.map((field) => field.field), [edited]);
  const [newRows, setNewRows] = useState<NewRow[]>([]);
  const [drafts, setDrafts] = useState<Record<string, RowValues>>({});
  const [errors, setErrors] = useState<Record<string, RowErrors>>({});
  const [saving, setSaving] = useState<string | undefined>();
  const [serial, setSerial] = useState(0);
  const { mutateAsync: write } = useSpecOperationMutation(undefined, { call });
  const can = session?.can ?? (() => false);
  const allowed = (call?: { access?: Parameters<typeof can>[0] }) => call !== undefined && (call.access === undefined || can(call.access));
  const saveAll = editable.saveAll;
  const keep = editable.keep ?? [];

  // The list reloaded (or was replaced): saved rows show what the server holds again.
  useEffect(() => {
    if (saveAll === undefined) return;
    setDrafts({});
  }, [rows, saveAll]);

  const valuesOf = (key: string, row: Row | undefined): RowValues => drafts[key] ?? newRows.find((entry) => entry.key === key)?.values ?? rowValues(edited, row ?? {});
  const setValues = (key: string, values: RowValues) => {
    if (newRows.some((entry) => entry.key === key)) setNewRows((before) => before.map((entry) => (entry.key === key ? { ...entry, values } : entry)));
    else setDrafts((before) => ({ ...before, [key]: values }));
  };
  const change = (key: string, row: Row | undefined, field: string, value: unknown) => {
    setValues(key, changeValues(edited, valuesOf(key, row), field, value));
    // An edited field's message no longer applies.
    setErrors((before) => ({ ...before, [key]: Object.fromEntries(Object.entries(before[key] ?? {}).filter(([name]) => name !== field)) }));
  };
  const checked = async (key: string, values: RowValues, creating: boolean): Promise<boolean> => {
    const check = await loadRowCheck(form?.schema);
    const found = rowErrors(edited, values, check, creating, now(), can);
    setErrors((before) => ({ ...before, [key]: found }));
    return Object.keys(found).length === 0;
  };

  const save = async (key: string, row: Row | undefined, creating: boolean) => {
    const values = valuesOf(key, row);
    if (!(await checked(key, values, creating))) return;
    const spec = creating ? editable.create : editable.update;
    if (spec === undefined) return;
    setSaving(key);
    try {
      const body = rowBody(edited, values, keep, row);
      const path = row === undefined ? {} : rowActionCall(spec.operation, spec.params, row).path;
      await write({ operationId: spec.operation, body, params: Object.keys(path).length > 0 ? { path } : undefined });
      if (spec.success !== undefined) showSuccess(spec.success);
      if (creating) setNewRows((before) => before.filter((entry) => entry.key !== key));
      else setDrafts(({ [key]: _saved, ...others }) => others);
      reload();
    } catch (error) {
      const found = rowFailure(error, fields, failure);
      if (found !== undefined) setErrors((before) => ({ ...before, [key]: found }));
    } finally {
      setSaving(undefined);
    }
  };

  const saveEverything = async () => {
    if (saveAll === undefined) return;
    const bodies = rows.map((row, index) => rowBody(edited, valuesOf(rowKey(row, index), row), keep, row));
    setSaving('all');
    try {
      const answer = await write({ operationId: saveAll.operation, body: bodies });
      if (saveAll.success !== undefined) showSuccess(saveAll.success);
      if (Array.isArray(answer)) onReplace(answer as Row[]);
      else reload();
    } catch (error) {
      rowFailure(error, [], failure);
    } finally {
      setSaving(undefined);
    }
  };

  const addRow = () => {
    setNewRows((before) => [{ key: `new-${String(serial)}`, values: newRowValues(edited, now()) }, ...before]);
    setSerial((count) => count + 1);
  };

  const renderRow = (key: string, row: Row | undefined, index: number, mode: 'create' | 'view' | 'edit') => {
    const values = valuesOf(key, row);
    const labelField = editable.rowLabel;
    const named = labelField !== undefined && row !== undefined ? cellText(row, labelField) : '';
    const label = mode === 'create' ? 'New row' : named !== '' ? named : `Row ${String(index + 1)}`;
    const busy = saving !== undefined;
    return (
      <Paper key={key} withBorder p="sm" role="group" aria-label={label} data-mode={mode}>
        <Group align="flex-start" gap="md" wrap="wrap">
          {columns.map((column) => {
            const field = edited.find((candidate) => candidate.field === column.field);
            return field === undefined ? (
              <Stack key={column.field} gap={4}>
                <Text size="sm" fw={500}>
                  {column.header}
                </Text>
                <Text>{row === undefined ? '' : cellText(row, column.field)}</Text>
              </Stack>
            ) : (
              <RowFieldInput
                key={column.field}
                id={`${key}-${column.field}`}
                field={field}
                value={values[column.field]}
                onChange={(value) => change(key, row, column.field, value)}
                disabled={fieldDisabled(field, values, can)}
                readOnly={mode === 'view'}
                error={errors[key]?.[column.field]}
                call={call}
              />
            );
          })}
          <Group gap={6} mt="lg" wrap="nowrap">
            {mode === 'create' && (
              <>
                <Button size="compact-sm" loading={saving === key} disabled={busy && saving !== key} onClick={() => void save(key, undefined, true)}>
                  {message('buttonCreate')}
                </Button>
                <Button size="compact-sm" variant="default" disabled={busy} onClick={() => setNewRows((before) => before.filter((entry) => entry.key !== key))}>
                  {message('buttonCancel')}
                </Button>
              </>
            )}
            {mode === 'view' && allowed(editable.update) && (
              <Button size="compact-sm" variant="default" disabled={busy} onClick={() => setDrafts((before) => ({ ...before, [key]: rowValues(edited, row ?? {}) }))}>
                {message('buttonEdit')}
              </Button>
            )}
            {mode === 'edit' && saveAll === undefined && (
              <Button size="compact-sm" loading={saving === key} disabled={busy && saving !== key} onClick={() => void save(key, row, false)}>
                {editable.update?.label ?? message('buttonSave')}
              </Button>
            )}
            {row !== undefined && rowActions !== undefined && rowActions.length > 0 && <RowActionButtons actions={rowActions} row={row} index={index} session={session} runner={runner} />}
          </Group>
        </Group>
      </Paper>
    );
  };

  return (
    <Stack gap="sm">
      {allowed(editable.create) && (
        <Group>
          <Button onClick={addRow}>{editable.create?.label ?? message('buttonCreate')}</Button>
        </Group>
      )}
      {newRows.map((entry, index) => renderRow(entry.key, undefined, index, 'create'))}
      {rows.length === 0 && newRows.length === 0 && (
        <Text role="status" c="dimmed" ta="center" py="xl">
          {emptyText}
        </Text>
      )}
      {rows.map((row, index) => {
        const key = rowKey(row, index);
        const mode = saveAll !== undefined || drafts[key] !== undefined ? 'edit' : 'view';
        return renderRow(key, row, index, mode);
      })}
      {saveAll !== undefined && allowed(saveAll) && rows.length > 0 && (
        <Group>
          <Button loading={saving === 'all'} onClick={() => void saveEverything()}>
            {saveAll.label ?? message('buttonSave')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
