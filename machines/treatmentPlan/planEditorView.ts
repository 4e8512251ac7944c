import type { EditorKind, PlanEditorContext, PlanEditorTag } from './planEditorMachine';
import { planSaveDisabled } from '../../domain/treatmentPlan/planSaveRules';
import { planRowStatus } from '../../domain/treatmentPlan/planRowStatus';
import { protocolsValid } from '../../domain/treatmentPlan/protocolEditing';

/** The buttons of the editor's mode ([plan-editor-modes]). */
export type EditorButton = 'edit' | 'save' | 'cancel' | 'saveChanges';

interface SnapshotLike {
  context: PlanEditorContext;
  hasTag: (tag: PlanEditorTag) => boolean;
}

/**
 * Which buttons show: view mode has Edit Plan / Edit Template; editing has Save and Cancel
 * Changes; a template chosen in the dropdown has Save Changes and Cancel Changes.
 */
export function editorButtons(snapshot: SnapshotLike): EditorButton[] {
  if (snapshot.hasTag('viewing')) return ['edit'];
  if (snapshot.hasTag('editing')) return ['save', 'cancel'];
  if (snapshot.hasTag('templateSelected')) return ['saveChanges', 'cancel'];
  return [];
}

/** Whether Save / Save Changes is enabled ([plan-save-disabled], and no protocol problem). */
export function saveEnabled(context: PlanEditorContext): boolean {
  return !planSaveDisabled(context.subject, context.document.protocols.length) && protocolsValid(context.document.protocols);
}

/** The Edit button's label. */
export function editLabel(kind: EditorKind): string {
  return kind === 'plan' ? 'Edit Plan' : 'Edit Template';
}

/**
 * An active non-template plan shows 'Active' ([plan-active-label]): a saved plan whose status
 * is Active, and not while a template chosen in the dropdown is unsaved.
 */
export function showsActiveLabel(context: PlanEditorContext, nowSeconds: number): boolean {
  const { document } = context;
  return (
    context.kind === 'plan' &&
    context.selection === 'plan' &&
    document.id !== undefined &&
    planRowStatus(
      {
        is_active: document.is_active,
        treatment_plan_type: document.treatment_plan_type,
        treatment_end_date: document.treatment_end_date,
        treatment_start_date: document.treatment_start_date,
      },
      nowSeconds,
    ) === 'Active'
  );
}
