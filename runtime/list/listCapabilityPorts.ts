import type { OperationId } from '../../src/generated/operations';
import type { OperationCall } from '../core/listSpec';
import { showSuccess } from '../toasts/showSuccess';
import { showToast } from '../toasts/showToast';
import type { ReorderPorts } from './reorder/rowOrder';

/**
 * The portal's ports of a list's reorder: `operation` called with the new order, a success toast
 * (then the list reloads, to show the order as stored) or an error toast.
 *
 * @example
 * callSpecOperationPorts(call, 'reorderRtmTemplates', list.reload);
 */
export function callSpecOperationPorts(call: OperationCall, operation: OperationId, reload: () => void): ReorderPorts {
  return {
    send: (body) => call(operation, body),
    succeeded: (text) => {
      if (text !== undefined) showSuccess(text);
      reload();
    },
    failed: (text) => {
      if (text !== undefined) showToast({ kind: 'error', title: text });
    },
  };
}
