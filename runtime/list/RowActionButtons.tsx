import { Group } from '@mantine/core';
import type { CompiledAction as Action } from '../../src/generated/compiled-types';
import { ActionButtons } from '../actions/ActionButtons';
import type { ActionRunner } from '../actions/useActionRunner';
import type { Row } from '../formats/cellDisplay';
import type { SessionView } from '../session/sessionView';

/** Props of {@link RowActionButtons}. */
export interface RowActionButtonsProps {
  actions: readonly Action[];
  row: Row;
  /** The row's index on the page, to tell which action is under way. */
  index: number;
  session: SessionView | undefined;
  runner: ActionRunner;
}

// Without a session (a list rendered alone in a test) no rule holds: deny by default.
const denyAll = (): boolean => false;

/** The action buttons of one list row, in a row of their own (see {@link ActionButtons}). */
export function RowActionButtons({ actions, row, index, session, runner }: RowActionButtonsProps) {
  return (
    <Group gap={6} wrap="nowrap">
      <ActionButtons actions={actions} record={row} keyPrefix={String(index)} can={session?.can ?? denyAll} session={session} runner={runner} />
    </Group>
  );
}
