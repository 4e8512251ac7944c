// Reordering the RTM survey template library ([survey-templates-reorder-call],
// [survey-templates-reorder-messages], [survey-templates-reorder-revert]): the new order shows at
// once (an optimistic update of the TanStack Query cache), PUT rtm_templates/reorder sends it, and
// a failure puts the cached order back as it was.
import type { QueryClient } from '@tanstack/react-query';
import { operationQueryKey } from '../../runtime/api/operationQueries';
import { message } from '../../src/generated/catalog';
import type { OperationBody, OperationData } from '../../src/generated/operationTypes';

export type LibraryTemplate = OperationData<'listRtmTemplates'>[number];
export type ReorderBody = OperationBody<'reorderRtmTemplates'>;

/** The cache key of the library's list (GET rtm_templates/list). */
export const templateListKey = operationQueryKey('listRtmTemplates', undefined, undefined);

/**
 * The list with the template at `from` moved to `to`, each template's `order` its new place (1 up).
 *
 * @example
 * moveTemplate([a, b, c], 2, 0); // [c, a, b]
 */
export function moveTemplate(templates: readonly LibraryTemplate[], from: number, to: number): LibraryTemplate[] {
  const next = [...templates];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return [...templates];
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved);
  return next.map((template, index) => ({ ...template, order: index + 1 }));
}

/** The body of PUT rtm_templates/reorder: every template's name, id and order. */
export function reorderBody(templates: readonly LibraryTemplate[]): ReorderBody {
  return { templates: templates.map((template) => ({ name: template.name, id: template.id, order: template.order })) };
}

export interface ReorderPorts {
  send: (body: ReorderBody) => Promise<LibraryTemplate[]>;
  succeeded: (text: string) => void;
  failed: (text: string) => void;
}

/**
 * Shows `next` at once, sends it, and keeps the server's answer; on a failure the cached list is
 * put back as it was before and the failure message shown. Resolves whether the order was saved.
 *
 * @example
 * await applyTemplateOrder(queryClient, moveTemplate(list, 2, 0), { send, succeeded, failed });
 */
export async function applyTemplateOrder(queryClient: QueryClient, next: readonly LibraryTemplate[], ports: ReorderPorts): Promise<boolean> {
  await queryClient.cancelQueries({ queryKey: templateListKey });
  const previous = queryClient.getQueryData<LibraryTemplate[]>(templateListKey);
  queryClient.setQueryData(templateListKey, next);
  try {
    const saved = await ports.send(reorderBody(next));
    queryClient.setQueryData(templateListKey, saved);
    ports.succeeded(message('rtmTemplatesReordered'));
    return true;
  } catch {
    queryClient.setQueryData(templateListKey, previous);
    ports.failed(message('rtmTemplatesReorderFailed'));
    return false;
  }
}
