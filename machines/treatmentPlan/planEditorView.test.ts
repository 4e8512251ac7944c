import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { roleIdByName } from '../../src/generated/access';
import { planEditorMachine } from './planEditorMachine';
import { editorButtons, editLabel, showsActiveLabel } from './planEditorView';
import type { EditorDocument, TemplateOption } from '../../domain/treatmentPlan/planEditorTypes';
import { defaultProtocol } from '../../domain/treatmentPlan/protocolEditing';

const now = 1_800_000_000;
const plan: EditorDocument = {
  id: 12,
  patient_id: 7,
  name: 'Knee plan',
  description: null,
  is_active: true,
  is_included: true,
  treatment_plan_type: 2,
  sequence: 1,
  treatment_end_date: null,
  protocols: [defaultProtocol(1)],
};
const template: TemplateOption = { id: 3, name: 'Standard', description: null, treatment_plan_type: 2, protocols: [defaultProtocol(1)] };

async function opened(document: EditorDocument) {
  const machine = planEditorMachine.provide({
    actors: {
      loadDocument: fromPromise(() => Promise.resolve(document)),
      loadTemplateOptions: fromPromise(() => Promise.resolve([template])),
    },
  });
  const actor = createActor(machine, {
    input: { kind: 'plan', id: 12, patientId: 7, subject: { roleId: roleIdByName.surgeon, permissions: ['editPlan'], practiceTeamMemberId: 1 } },
  }).start();
  await waitFor(actor, (snapshot) => snapshot.hasTag('viewing') && snapshot.matches({ templateOptions: 'ready' }));
  return actor;
}

describe('plan editor view', () => {
  it("[plan-active-label] an active plan shows 'Active'; an inactive one or an unsaved template selection does not", async () => {
    const active = await opened(plan);
    expect(showsActiveLabel(active.getSnapshot().context, now)).toBe(true);
    active.send({ type: 'SELECT_TEMPLATE', templateId: 3 });
    expect(showsActiveLabel(active.getSnapshot().context, now)).toBe(false);
    const inactive = await opened({ ...plan, is_active: false });
    expect(showsActiveLabel(inactive.getSnapshot().context, now)).toBe(false);
    const ended = await opened({ ...plan, treatment_end_date: now - 60 });
    expect(showsActiveLabel(ended.getSnapshot().context, now)).toBe(false);
  });

  it('[plan-editor-modes] view mode offers Edit Plan, editing Save and Cancel Changes, a template selection Save Changes', async () => {
    const actor = await opened(plan);
    expect(editorButtons(actor.getSnapshot())).toEqual(['edit']);
    expect(editLabel('plan')).toBe('Edit Plan');
    expect(editLabel('template')).toBe('Edit Template');
    actor.send({ type: 'EDIT' });
    expect(editorButtons(actor.getSnapshot())).toEqual(['save', 'cancel']);
    actor.send({ type: 'CANCEL' });
    actor.send({ type: 'SELECT_TEMPLATE', templateId: 3 });
    expect(editorButtons(actor.getSnapshot())).toEqual(['saveChanges', 'cancel']);
  });
});
