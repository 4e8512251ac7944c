import { message } from '../../../src/generated/catalog';
import { fillTemplate } from '../../core/fillTemplate';
import type { ListSpec, OperationCall } from '../../core/listSpec';
import type { ConfirmRequest } from '../../dialogs/confirmStore';
import type { Row } from '../../formats/cellDisplay';

/** A list's `selection` as compiled. */
export type ListSelection = NonNullable<ListSpec['selection']>;
/** One of its bulk actions. */
export type BulkAction = ListSelection['actions'][number];

/** The ids of the chosen rows: each row's `idField` (`id` when absent); rows without one are left out. */
export function selectedIds(rows: readonly Row[], idField = 'id'): (string | number)[] {
  return rows.flatMap((row) => {
    const id = row[idField];
    return typeof id === 'number' || typeof id === 'string' ? [id] : [];
  });
}

/** The ports a bulk action runs through: the portal's confirm dialog, write and toasts; fakes in tests. */
export interface BulkPorts {
  /** Sends the action's operation: the portal's cached write, whose changes refresh what shows them. */
  send: OperationCall;
  confirm: (request: ConfirmRequest) => Promise<boolean>;
  succeeded: (text: string) => void;
  failed: (error: unknown) => void;
}

const answerMessage = (answer: unknown): string | undefined =>
  typeof answer === 'object' && answer !== null && 'message' in answer && typeof answer.message === 'string' ? answer.message : undefined;

/**
 * Runs a bulk action on the chosen ids: asks its `confirm` first (`{count}` filled), calls its
 * operation with `{ <field>: ids }` (`ids` when absent), then shows the answer's `message` (else
 * the action's `success`, else 'Success!'). Resolves whether the call succeeded; a refusal is
 * shown through `failed` and the choice is kept.
 *
 * @example
 * await runBulkAction({ label: 'Archive', operation: 'archivePractices', access: {} }, [3, 4], ports); // calls archivePractices({ ids: [3, 4] })
 */
export async function runBulkAction(action: BulkAction, ids: readonly (string | number)[], ports: BulkPorts): Promise<boolean> {
  if (ids.length === 0) return false;
  const count = { count: ids.length };
  if (action.confirm !== undefined) {
    const { title, message: text, confirmLabel, cancelLabel } = action.confirm;
    const confirmed = await ports.confirm({
      title: fillTemplate(title ?? action.label, count),
      message: text === undefined ? undefined : fillTemplate(text, count),
      confirmLabel,
      cancelLabel,
      danger: action.color === 'red',
    });
    if (!confirmed) return false;
  }
  try {
    const answer = await ports.send(action.operation, { [action.field ?? 'ids']: ids });
    ports.succeeded(answerMessage(answer) ?? action.success ?? message('success'));
    return true;
  } catch (error) {
    ports.failed(error);
    return false;
  }
}
