import { showSuccess } from '../toasts/showSuccess';
import { showToast } from '../toasts/showToast';
import type { ReorderPorts } from './reorder/rowOrder';

/**
 * The portal's ports of a list's reorder: `send` writes the new order (the list's cached write of
 * its reorder operation), a success toast (then the list reloads, to show the order as stored) or
 * an error toast.
 *
 * @example
 * reorderPorts((body) => write({ operationId: 'reorderRtmTemplates', body }), list.reload);
 */
export function reorderPorts(send: ReorderPorts['send'], reload: () => void): ReorderPorts {
  return {
    send,
    succeeded: (text) => {
      if (text !== undefined) showSuccess(text);
      reload();
    },
    failed: (text) => {
      if (text !== undefined) showToast({ kind: 'error', title: text });
    },
  };
}
