import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { constants, message } from '../../src/generated/catalog';
import { roleIdByName } from '../../src/generated/access';
import { planEditorMachine, planToEnd, type PlanEditorInput, type SaveRequest } from './planEditorMachine';
import type { EditorDocument, EditorProtocol, TemplateOption } from '../../domain/treatmentPlan/planEditorTypes';
import type { PlanSaveSubject } from '../../domain/treatmentPlan/planSaveRules';
import { dayOf, secondsPerDay, type PlanOnRecord } from '../../domain/treatmentPlan/planStart';
import { defaultProtocol } from '../../domain/treatmentPlan/protocolEditing';

const nowMs = Date.parse('2026-03-02T10:00:00Z');
const today = dayOf(nowMs / 1000);
/** The patient's running plan: day 43 of 60. */
const runningPlan: PlanOnRecord = {
  id: 31,
  name: '60 Day Recovery',
  is_active: true,
  treatment_plan_type: 2,
  treatment_start_date: today - 42 * secondsPerDay,
  treatment_end_date: null,
  days: 60,
};

const therapist: PlanSaveSubject = { roleId: roleIdByName.physicalTherapist, permissions: ['addPlan', 'editPlan', 'viewPlan'], practiceTeamMemberId: 5 };

function protocol(name: string, days: number): EditorProtocol {
  return { ...defaultProtocol(1), id: days * 100, name, num_of_days: days, periods: [{ id: 1, length_of_time: 10, period_direction_id: 2, period_type_id: 3 }] };
}

const savedPlan: EditorDocument = {
  id: 12,
  patient_id: 7,
  name: 'Knee plan',
  description: null,
  is_active: false,
  is_included: true,
  treatment_plan_type: 2,
  sequence: 1,
  protocols: [protocol('Warm up', 3), protocol('Build', 5)],
};

const template: TemplateOption = {
  id: 3,
  name: 'Standard knee',
  description: 'Six weeks',
  treatment_plan_type: 2,
  protocols: [protocol('Week one', 10), protocol('Weeks two to four', 30)],
};

interface Harness {
  saved: SaveRequest[];
  reported: unknown[];
  /** The saved documents the machine told its screen about. */
  announced: EditorDocument[];
}

function start(input: Partial<PlanEditorInput> = {}, options: { saveFails?: boolean; loaded?: EditorDocument; patientPlans?: PlanOnRecord[] } = {}) {
  const harness: Harness = { saved: [], reported: [], announced: [] };
  const machine = planEditorMachine.provide({
    actors: {
      loadDocument: fromPromise(() => Promise.resolve(options.loaded ?? savedPlan)),
      loadTemplateOptions: fromPromise(() => Promise.resolve([template])),
      loadPatientPlans: fromPromise(() => Promise.resolve(options.patientPlans ?? [])),
      saveDocument: fromPromise(({ input: request }: { input: SaveRequest }) => {
        harness.saved.push(request);
        if (options.saveFails) return Promise.reject(new Error('This action is unauthorized.'));
        return Promise.resolve({ ...request.document, id: request.document.id ?? 99 });
      }),
    },
    actions: { reportError: (_, params) => harness.reported.push(params.error) },
  });
  const actor = createActor(machine, { input: { kind: 'plan', id: 12, patientId: 7, subject: therapist, now: () => nowMs, ...input } });
  actor.on('saved', (event) => harness.announced.push(event.document));
  actor.start();
  return { actor, harness };
}

async function settled(actor: ReturnType<typeof start>['actor']) {
  return waitFor(
    actor,
    (snapshot) =>
      !snapshot.hasTag('loading') && !snapshot.hasTag('saving') && !snapshot.matches({ templateOptions: 'loading' }) && !snapshot.matches({ patientPlans: 'loading' }),
  );
}

describe('planEditorMachine', () => {
  it('[plan-editor-modes] a saved plan opens in view mode; Edit Plan enters editing, Save returns to view mode', async () => {
    const { actor, harness } = start();
    expect((await settled(actor)).hasTag('viewing')).toBe(true);
    actor.send({ type: 'EDIT' });
    expect(actor.getSnapshot().hasTag('editing')).toBe(true);
    actor.send({ type: 'SET_NAME', name: 'Knee plan, revised' });
    actor.send({ type: 'SAVE' });
    const after = await settled(actor);
    expect(after.hasTag('viewing')).toBe(true);
    expect(harness.saved[0]?.document.name).toBe('Knee plan, revised');
    // The screen is told once, with the saved plan (its notice and address).
    expect(harness.announced.map((document) => document.name)).toEqual(['Knee plan, revised']);
  });

  it('[plan-new-editing-mode] [protocol-sample-defaults] a new plan starts in editing with one default protocol', async () => {
    const { actor } = start({ id: undefined });
    const snapshot = await settled(actor);
    expect(snapshot.hasTag('editing')).toBe(true);
    expect(snapshot.context.document.protocols).toHaveLength(1);
    expect(snapshot.context.document.protocols[0]).toMatchObject({
      sessions_per_day: 5,
      num_of_days: 3,
      pedal_radius: 100,
      resistance: 1,
      rpm_min: 20,
      rpm_max: 60,
      pressure_limit: 40,
      periods: [{ length_of_time: constants.periodLengthDefault }],
    });
  });

  it('[template-editor-routes] a new template starts in editing with one default protocol and loads no dropdown', async () => {
    const { actor } = start({ kind: 'template', id: undefined, patientId: undefined });
    const snapshot = await settled(actor);
    expect(snapshot.hasTag('editing')).toBe(true);
    expect(snapshot.context.document.protocols).toHaveLength(1);
    expect(snapshot.matches({ templateOptions: 'none' })).toBe(true);
  });

  it('[plan-cancel-changes] Cancel Changes restores the previous protocols and name', async () => {
    const { actor, harness } = start();
    await settled(actor);
    actor.send({ type: 'EDIT' });
    actor.send({ type: 'SET_NAME', name: 'Changed' });
    actor.send({ type: 'REMOVE_PROTOCOL', index: 0 });
    actor.send({ type: 'UPDATE_PROTOCOL', index: 0, patch: { num_of_days: 9 } });
    actor.send({ type: 'CANCEL' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('viewing')).toBe(true);
    expect(snapshot.context.document.name).toBe('Knee plan');
    expect(snapshot.context.document.protocols).toEqual(savedPlan.protocols);
    expect(harness.saved).toEqual([]);
  });

  it('[plan-dropdown-templates] a plan loads the templates of its dropdown for its patient', async () => {
    const { actor } = start();
    const snapshot = await settled(actor);
    expect(snapshot.context.templateOptions).toEqual([template]);
  });

  it('[plan-dropdown-templates] a user who may not add or edit plans is offered no templates', async () => {
    const { actor } = start({ subject: { ...therapist, permissions: ['viewPlan'] } });
    const snapshot = await settled(actor);
    expect(snapshot.matches({ templateOptions: 'none' })).toBe(true);
    expect(snapshot.context.templateOptions).toEqual([]);
  });

  it('[plan-template-selection] choosing a template shows it as an unsaved template selection; Cancel goes back', async () => {
    const { actor, harness } = start();
    await settled(actor);
    actor.send({ type: 'SELECT_TEMPLATE', templateId: 3 });
    const selected = actor.getSnapshot();
    expect(selected.hasTag('templateSelected')).toBe(true);
    expect(selected.context.selection).toBe('template');
    expect(selected.context.document.name).toBe('Standard knee');
    expect(selected.context.document.protocols.map(({ name }) => name)).toEqual(['Week one', 'Weeks two to four']);
    expect(harness.saved).toEqual([]);
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().context.document).toEqual(savedPlan);
    expect(actor.getSnapshot().context.selection).toBe('plan');
  });

  it('[plan-save-changes-active] Save Changes applies the template to the patient and makes the plan active', async () => {
    const { actor, harness } = start();
    await settled(actor);
    actor.send({ type: 'SELECT_TEMPLATE', templateId: 3 });
    actor.send({ type: 'SAVE' });
    const after = await settled(actor);
    const sent = harness.saved[0]?.document;
    expect(sent).toMatchObject({ id: 12, patient_id: 7, name: 'Standard knee', is_active: true });
    // The template's protocols are created anew for the plan, not moved from the template.
    expect(sent?.protocols.every((saved) => saved.id === undefined && saved.periods.every((period) => period.id === undefined))).toBe(true);
    expect(after.hasTag('viewing')).toBe(true);
    expect(after.context.selection).toBe('plan');
    expect(after.context.document.is_active).toBe(true);
  });

  it('[plan-save-disabled] save is disabled for CS junior, without a team member, without editPlan, or with no protocols', async () => {
    const refusedSubjects: PlanSaveSubject[] = [
      { ...therapist, roleId: roleIdByName.csJunior },
      { ...therapist, practiceTeamMemberId: undefined },
      { ...therapist, permissions: ['viewPlan'] },
    ];
    for (const subject of refusedSubjects) {
      const { actor, harness } = start({ subject });
      await settled(actor);
      actor.send({ type: 'EDIT' });
      actor.send({ type: 'SAVE' });
      expect(actor.getSnapshot().hasTag('editing')).toBe(true);
      expect(harness.saved).toEqual([]);
    }
    const { actor, harness } = start();
    await settled(actor);
    actor.send({ type: 'EDIT' });
    actor.send({ type: 'REMOVE_PROTOCOL', index: 1 });
    actor.send({ type: 'REMOVE_PROTOCOL', index: 0 });
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().hasTag('editing')).toBe(true);
    expect(harness.saved).toEqual([]);
  });

  it('[protocol-rpm] a protocol with a problem (rpm gap under 20) is not saved', async () => {
    const { actor, harness } = start();
    await settled(actor);
    actor.send({ type: 'EDIT' });
    actor.send({ type: 'UPDATE_PROTOCOL', index: 0, patch: { rpm_min: 50, rpm_max: 60 } });
    actor.send({ type: 'SAVE' });
    expect(harness.saved).toEqual([]);
    actor.send({ type: 'UPDATE_PROTOCOL', index: 0, patch: { rpm_max: 70 } });
    actor.send({ type: 'SAVE' });
    await settled(actor);
    expect(harness.saved).toHaveLength(1);
  });

  it("[plan-save-needs-patient-name] issue 27 defect 2: a plan without patient is refused with 'No patient_id'; without a name with 'Name must be specified'; both at once", async () => {
    const noPatient = start({ id: undefined, patientId: undefined });
    await settled(noPatient.actor);
    noPatient.actor.send({ type: 'SET_NAME', name: 'Plan' });
    noPatient.actor.send({ type: 'SAVE' });
    expect(noPatient.harness.saved).toEqual([]);
    expect(noPatient.actor.getSnapshot().context.refusals.map((key) => message(key))).toEqual(['No patient_id']);

    const noName = start({ id: undefined });
    await settled(noName.actor);
    noName.actor.send({ type: 'SAVE' });
    expect(noName.harness.saved).toEqual([]);
    expect(noName.actor.getSnapshot().context.refusals.map((key) => message(key))).toEqual(['Name must be specified']);
    expect(noName.actor.getSnapshot().hasTag('editing')).toBe(true);
    // Typing a name clears the refusal.
    noName.actor.send({ type: 'SET_NAME', name: 'K' });
    expect(noName.actor.getSnapshot().context.refusals).toEqual([]);

    const neither = start({ id: undefined, patientId: undefined });
    await settled(neither.actor);
    neither.actor.send({ type: 'SAVE' });
    expect(neither.actor.getSnapshot().context.refusals.map((key) => message(key))).toEqual(['No patient_id', 'Name must be specified']);
  });

  it('[plan-save-changes-active] issue 27 defect 1: a new plan beside a running one starts after it by default, and is saved only once ending that plan is confirmed', async () => {
    const { actor, harness } = start({ id: undefined }, { patientPlans: [runningPlan] });
    const opened = await settled(actor);
    // Day 43 of 60: the new plan would start on day 61.
    expect(opened.context.document.treatment_start_date).toBe(today + 18 * secondsPerDay);
    actor.send({ type: 'SELECT_TEMPLATE', templateId: 3 });
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().hasTag('confirmingReplacement')).toBe(true);
    expect(planToEnd(actor.getSnapshot().context)?.name).toBe('60 Day Recovery');
    expect(harness.saved).toEqual([]);
    // Cancel keeps the template chosen and saves nothing.
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().hasTag('templateSelected')).toBe(true);
    expect(actor.getSnapshot().context.document.name).toBe('Standard knee');
    expect(harness.saved).toEqual([]);

    actor.send({ type: 'SET_START_DATE', day: today });
    actor.send({ type: 'SAVE' });
    actor.send({ type: 'CONFIRM_REPLACEMENT' });
    await settled(actor);
    expect(harness.saved).toHaveLength(1);
    expect(harness.saved[0]).toMatchObject({ replacesPlanId: 31, document: { name: 'Standard knee', treatment_start_date: today, is_active: true } });
  });

  it('issue 27 defect 1: without a running plan of its kind a new plan starts today and saves without a confirmation', async () => {
    const preOperative: PlanOnRecord = { ...runningPlan, id: 32, treatment_plan_type: 1 };
    const { actor, harness } = start({ id: undefined }, { patientPlans: [preOperative] });
    const opened = await settled(actor);
    expect(opened.context.document.treatment_start_date).toBe(today);
    actor.send({ type: 'SET_NAME', name: 'Post-op' });
    actor.send({ type: 'SAVE' });
    await settled(actor);
    expect(harness.saved[0]).toMatchObject({ kind: 'plan', document: { name: 'Post-op' } });
    expect(harness.saved[0]?.replacesPlanId).toBeUndefined();
  });

  it('[plan-save-call] a new plan is sent with its patient, name and protocols with their periods', async () => {
    const { actor, harness } = start({ id: undefined });
    await settled(actor);
    actor.send({ type: 'SET_NAME', name: 'Pre-op' });
    actor.send({ type: 'ADD_PERIOD', protocolIndex: 0 });
    actor.send({ type: 'SAVE' });
    const after = await settled(actor);
    expect(harness.saved[0]).toMatchObject({ kind: 'plan', document: { id: undefined, patient_id: 7, name: 'Pre-op', is_active: true } });
    expect(harness.saved[0]?.document.protocols[0]?.periods).toHaveLength(2);
    expect(after.context.document.id).toBe(99);
  });

  it("[template-name-required] [template-min-30-days] a template save is refused with both reasons at once", async () => {
    const { actor, harness } = start({ kind: 'template', id: undefined, patientId: undefined });
    await settled(actor);
    actor.send({ type: 'SAVE' });
    expect(harness.saved).toEqual([]);
    expect(actor.getSnapshot().context.refusals.map((key) => message(key))).toEqual([
      'Name must be specified',
      'Treatment Plan Protocols must last 30 days at minimum',
    ]);
    actor.send({ type: 'SET_NAME', name: 'Six weeks' });
    actor.send({ type: 'UPDATE_PROTOCOL', index: 0, patch: { num_of_days: 30 } });
    actor.send({ type: 'SAVE' });
    await settled(actor);
    expect(harness.saved).toHaveLength(1);
    expect(harness.saved[0]).toMatchObject({ kind: 'template', document: { name: 'Six weeks' } });
  });

  it('[template-save-call] a saved template opens in view mode and saves its edits', async () => {
    const loaded: EditorDocument = { ...savedPlan, id: 4, patient_id: undefined, is_default: true, procedure_type_id: 1, protocols: [protocol('Month', 30)] };
    const { actor, harness } = start({ kind: 'template', id: 4, patientId: undefined }, { loaded });
    expect((await settled(actor)).hasTag('viewing')).toBe(true);
    actor.send({ type: 'EDIT' });
    actor.send({ type: 'MOVE_PERIOD', protocolIndex: 0, from: 0, to: 0 });
    actor.send({ type: 'SAVE' });
    await settled(actor);
    expect(harness.saved[0]).toMatchObject({ kind: 'template', document: { id: 4, is_default: true, procedure_type_id: 1 } });
  });

  it('[plan-save-errors] a failed save goes to the error notifier and keeps the edits', async () => {
    const { actor, harness } = start({}, { saveFails: true });
    await settled(actor);
    actor.send({ type: 'EDIT' });
    actor.send({ type: 'SET_NAME', name: 'Kept' });
    actor.send({ type: 'SAVE' });
    const after = await settled(actor);
    expect(harness.reported).toHaveLength(1);
    expect(after.hasTag('editing')).toBe(true);
    expect(after.context.document.name).toBe('Kept');
  });

  it('[period-reorder] periods move within their protocol while editing', async () => {
    const { actor } = start({ id: undefined });
    await settled(actor);
    actor.send({ type: 'ADD_PERIOD', protocolIndex: 0 });
    actor.send({ type: 'UPDATE_PERIOD', protocolIndex: 0, periodIndex: 1, patch: { length_of_time: 12, period_type_id: 5 } });
    actor.send({ type: 'MOVE_PERIOD', protocolIndex: 0, from: 1, to: 0 });
    const periods = actor.getSnapshot().context.document.protocols[0]?.periods;
    expect(periods?.map(({ length_of_time }) => length_of_time)).toEqual([12, constants.periodLengthDefault]);
  });

  it('a plan that cannot be loaded reports the failure and shows no editor', async () => {
    const reported = vi.fn();
    const machine = planEditorMachine.provide({
      actors: {
        loadDocument: fromPromise(() => Promise.reject(new Error('Not found'))),
        loadTemplateOptions: fromPromise(() => Promise.resolve<TemplateOption[]>([])),
      },
      actions: { reportError: reported },
    });
    const actor = createActor(machine, { input: { kind: 'plan', id: 12, patientId: 7, subject: therapist } }).start();
    const snapshot = await waitFor(actor, (current) => current.hasTag('failed'));
    expect(snapshot.hasTag('failed')).toBe(true);
    expect(reported).toHaveBeenCalled();
  });
});
