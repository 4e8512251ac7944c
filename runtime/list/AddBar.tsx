import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { Compiled } from '../../src/generated/compiled-types';
import type { AddBar as AddBarSpec } from '../../src/generated/spec-types';
import { catalogText } from '../catalog/catalogText';
import { actionConfirm } from '../core/actionState';
import { askConfirm } from '../dialogs/confirmStore';
import { message } from '../../src/generated/catalog';
import { showSuccess } from '../toasts/showSuccess';
import { rowFailure } from './editable/rowFailure';
import type { OperationCall } from '../core/listSpec';
import { useSpecOperationMutation } from '../api/operationQueries';

/** Props of {@link AddBar}. */
export interface AddBarProps {
  bar: Compiled<AddBarSpec>;
  call: OperationCall;
  /** Reloads the list after a row was added. */
  reload: () => void;
  /** The screen's `failure`: `log` keeps a failed call in the console. */
  failure?: 'notify' | 'log' | undefined;
}

/** Scalar fields of an answer, to fill the success message's `{field}`s. */
function answerValues(answer: unknown): Record<string, string | number> {
  if (typeof answer !== 'object' || answer === null) return {};
  return Object.fromEntries(Object.entries(answer).filter((entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number'));
}

/**
 * The inline "add" bar above a list (`addBar` of a list screen spec): an input and a button that
 * send `{<field>: value}` to the operation after the `confirm` warning ([study-groups-add-warning]),
 * then show the success toast, clear the input and reload the list. An empty value says
 * 'Required'; a server field error (a taken name) shows under the input; Cancel keeps the value.
 */
export function AddBar({ bar, call, reload, failure }: AddBarProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const { mutateAsync: write } = useSpecOperationMutation(bar.operation, { call });

  const add = async () => {
    const trimmed = value.trim();
    if (trimmed === '') {
      setError(message('required'));
      return;
    }
    // The same question as an action's `confirm`, titled by the button when it gives no title.
    const question = actionConfirm({ label: bar.buttonLabel ?? 'Add', confirm: bar.confirm }, catalogText);
    if (question !== undefined && !(await askConfirm(question))) return;
    setBusy(true);
    try {
      const answer = await write({ body: { [bar.field]: trimmed } });
      showSuccess(catalogText(bar.success ?? 'success', answerValues(answer)));
      setValue('');
      reload();
    } catch (error) {
      const found = rowFailure(error, [bar.field], failure);
      setError(found?.[bar.field]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Group align="flex-start" gap="sm">
      <TextInput
        label={bar.label}
        placeholder={bar.placeholder}
        value={value}
        error={error}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          setError(undefined);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') void add();
        }}
        miw={280}
      />
      <Button mt={25} loading={busy} onClick={() => void add()}>
        {catalogText(bar.buttonLabel ?? 'Add')}
      </Button>
    </Group>
  );
}
