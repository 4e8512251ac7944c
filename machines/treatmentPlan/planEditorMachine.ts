import { and, assign, emit, fromPromise, setup } from 'xstate';
import type { MessageKey } from '../../src/generated/catalog';
import type { EditorDocument, TemplateOption } from '../../domain/treatmentPlan/planEditorTypes';
import { planSaveDisabled, planSaveRefusals, templateSaveRefusals, type PlanSaveSubject } from '../../domain/treatmentPlan/planSaveRules';
import { defaultStartDay, replacementDay, runningPlanOfKind, type PlanOnRecord } from '../../domain/treatmentPlan/planStart';
import {
  addPeriod,
  addProtocol,
  defaultProtocol,
  movePeriod,
  protocolsValid,
  removePeriod,
  removeProtocol,
  updatePeriod,
  updateProtocol,
  type PeriodPatch,
  type ProtocolPatch,
} from '../../domain/treatmentPlan/protocolEditing';

/** A patient's treatment plan or a team member's template: the same editor, two saves. */
export type EditorKind = 'plan' | 'template';

export interface PlanEditorInput {
  kind: EditorKind;
  /** The saved plan or template to open; undefined for a new one ([plan-new-editing-mode]). */
  id: number | undefined;
  /** The patient of a plan (the route's patientID); undefined for a template. */
  patientId: number | undefined;
  subject: PlanSaveSubject;
  /** The clock a plan's status is read by (ms since the epoch); the screen's, or a test's. */
  now?: () => number;
}

/** Where the shown protocols come from: the plan itself, or a template chosen in the dropdown, unsaved. */
export type EditorSelection = 'plan' | 'template';

export interface PlanEditorContext {
  kind: EditorKind;
  patientId: number | undefined;
  subject: PlanSaveSubject;
  document: EditorDocument;
  /** What Cancel Changes restores ([plan-cancel-changes]); set on entering editing or choosing a template. */
  previous: EditorDocument | undefined;
  selection: EditorSelection;
  /** The template chosen in the dropdown, while its selection is unsaved. */
  selectedTemplateId: number | undefined;
  templateOptions: TemplateOption[];
  /** Catalogue keys of the last save's refusals, shown together until the next change. */
  refusals: MessageKey[];
  now: () => number;
  /** The patient's plans (issue 27, defect 1): the running plan a save would end is one of them. */
  patientPlans: PlanOnRecord[];
  /** Set once the user picked the new plan's start day (the default then stops following the plans). */
  startChosen: boolean;
  /** The running plan whose end the user confirmed for this save. */
  confirmedPlanId: number | undefined;
}

/** What the editor tells its screen once: a save succeeded (the screen shows its notice and the saved document's address). */
export type PlanEditorEmitted = { type: 'saved'; document: EditorDocument };

export type PlanEditorEvent =
  | { type: 'EDIT' }
  | { type: 'CANCEL' }
  | { type: 'SAVE' }
  | { type: 'SELECT_TEMPLATE'; templateId: number }
  | { type: 'SET_NAME'; name: string }
  | { type: 'SET_DESCRIPTION'; description: string }
  | { type: 'ADD_PROTOCOL' }
  | { type: 'REMOVE_PROTOCOL'; index: number }
  | { type: 'UPDATE_PROTOCOL'; index: number; patch: ProtocolPatch }
  | { type: 'ADD_PERIOD'; protocolIndex: number }
  | { type: 'REMOVE_PERIOD'; protocolIndex: number; periodIndex: number }
  | { type: 'UPDATE_PERIOD'; protocolIndex: number; periodIndex: number; patch: PeriodPatch }
  | { type: 'MOVE_PERIOD'; protocolIndex: number; from: number; to: number }
  | { type: 'SET_SUBJECT'; subject: PlanSaveSubject }
  /** A new plan's start day (unix seconds of its 00:00 UTC). */
  | { type: 'SET_START_DATE'; day: number }
  /** The user confirmed ending the running plan the confirmation named. */
  | { type: 'CONFIRM_REPLACEMENT' };

export type PlanEditorTag = 'loading' | 'failed' | 'viewing' | 'editing' | 'templateSelected' | 'confirmingReplacement' | 'saving';

/** What the load and save actors are asked. */
export interface LoadRequest {
  kind: EditorKind;
  id: number;
}
export interface SaveRequest {
  kind: EditorKind;
  document: EditorDocument;
  /** The running plan the user confirmed ending (issue 27, defect 1). */
  replacesPlanId?: number;
}

/**
 * The patient's running plan that saving `context`'s plan would end (issue 27, defect 1): the
 * Active plan of its kind other than itself, when the plan is saved active; undefined otherwise.
 *
 * @example
 * planToEnd(snapshot.context)?.name; // '60 Day Knee'
 */
export function planToEnd(context: Pick<PlanEditorContext, 'kind' | 'document' | 'patientPlans' | 'now'>): PlanOnRecord | undefined {
  if (context.kind !== 'plan' || !context.document.is_active) return undefined;
  return runningPlanOfKind(context.patientPlans, context.document, Math.floor(context.now() / 1000));
}

/** A new plan's start day by default: after the running plan of its kind, or today. */
function defaultStart(context: PlanEditorContext, document: EditorDocument): EditorDocument {
  if (context.kind !== 'plan' || document.id !== undefined || context.startChosen) return document;
  const nowSeconds = Math.floor(context.now() / 1000);
  const running = runningPlanOfKind(context.patientPlans, document, nowSeconds);
  return { ...document, treatment_start_date: defaultStartDay(running, nowSeconds) };
}

function notProvided(name: string) {
  return () => Promise.reject(new Error(`The plan editor's "${name}" actor was not provided`));
}

/** A new plan or template: one protocol with the sample defaults ([plan-new-editing-mode]). */
export function newDocument(kind: EditorKind, patientId: number | undefined): EditorDocument {
  const common = {
    id: undefined,
    name: '',
    description: null,
    // A new plan is made active by its save (our reading: the editor of a patient's plan makes the
    // plan it saves the patient's plan in use); a template is active from the start.
    is_active: true,
    treatment_plan_type: 2,
    sequence: 1,
    protocols: [defaultProtocol(1)],
  };
  return kind === 'plan'
    ? { ...common, ...(patientId === undefined ? {} : { patient_id: patientId }), is_included: true }
    : { ...common, is_default: false, procedure_type_id: null };
}

/**
 * A template chosen in the dropdown applied to the plan, unsaved ([plan-template-selection]):
 * its name, type and protocols replace the plan's; Save Changes makes the plan active
 * ([plan-save-changes-active]). The protocols lose their ids: the save creates them anew.
 */
function withTemplate(document: EditorDocument, template: TemplateOption): EditorDocument {
  return {
    ...document,
    name: template.name,
    description: template.description,
    treatment_plan_type: template.treatment_plan_type,
    is_active: true,
    protocols: template.protocols.map(({ id: _protocolId, periods, ...protocol }) => ({
      ...protocol,
      periods: periods.map(({ id: _periodId, ...period }) => period),
    })),
  };
}

/**
 * The treatment plan / template editor (document 2, sections 2, 4 and 5; [plan-editor-modes]):
 * a saved plan or template opens in view mode (`Edit Plan` / `Edit Template` enters editing; Save
 * or Cancel Changes leaves it, Cancel restoring the previous name and protocols); a new one starts
 * in editing with one default protocol. For a plan, the dropdown's templates load with
 * `loadTemplateOptions` and choosing one shows it as an unsaved 'template' selection, which Save
 * Changes applies to the patient and makes active. Save is disabled for the cases of
 * [plan-save-disabled] and while a protocol has a problem; a plan without patient or name is not
 * sent, a template without a name or 30 days is refused with every reason at once; a failed save
 * is reported by the `reportError` action (the screen provides the common error notifier).
 *
 * @example
 * const actor = createActor(planEditorMachine.provide({ actors: { loadDocument, loadTemplateOptions, saveDocument } }), {
 *   input: { kind: 'plan', id: 12, patientId: 7, subject },
 * }).start();
 * actor.send({ type: 'SELECT_TEMPLATE', templateId: 3 });
 * actor.send({ type: 'SAVE' });
 */
export const planEditorMachine = setup({
  types: {
    context: {} as PlanEditorContext,
    events: {} as PlanEditorEvent,
    input: {} as PlanEditorInput,
    tags: {} as PlanEditorTag,
    emitted: {} as PlanEditorEmitted,
  },
  actors: {
    loadDocument: fromPromise<EditorDocument, LoadRequest>(notProvided('loadDocument')),
    loadTemplateOptions: fromPromise<TemplateOption[], { patientId: number }>(notProvided('loadTemplateOptions')),
    loadPatientPlans: fromPromise<PlanOnRecord[], { patientId: number }>(notProvided('loadPatientPlans')),
    saveDocument: fromPromise<EditorDocument, SaveRequest>(notProvided('saveDocument')),
  },
  actions: {
    /** The screen gives the common error notifier ([plan-save-errors]). */
    reportError: (_, _params: { error: unknown }) => undefined,
    changeProtocols: assign(({ context, event }) => {
      const protocols = context.document.protocols;
      const next = (() => {
        switch (event.type) {
          case 'ADD_PROTOCOL':
            return addProtocol(protocols);
          case 'REMOVE_PROTOCOL':
            return removeProtocol(protocols, event.index);
          case 'UPDATE_PROTOCOL':
            return updateProtocol(protocols, event.index, event.patch);
          case 'ADD_PERIOD':
            return addPeriod(protocols, event.protocolIndex);
          case 'REMOVE_PERIOD':
            return removePeriod(protocols, event.protocolIndex, event.periodIndex);
          case 'UPDATE_PERIOD':
            return updatePeriod(protocols, event.protocolIndex, event.periodIndex, event.patch);
          case 'MOVE_PERIOD':
            return movePeriod(protocols, event.protocolIndex, event.from, event.to);
          case 'EDIT':
          case 'CANCEL':
          case 'SAVE':
          case 'SELECT_TEMPLATE':
          case 'SET_NAME':
          case 'SET_DESCRIPTION':
          case 'SET_SUBJECT':
          case 'SET_START_DATE':
          case 'CONFIRM_REPLACEMENT':
            return protocols;
        }
      })();
      return { document: { ...context.document, protocols: next }, refusals: [] };
    }),
    restorePrevious: assign(({ context }) => ({
      document: context.previous ?? context.document,
      previous: undefined,
      selection: 'plan' as const,
      selectedTemplateId: undefined,
      refusals: [],
    })),
    applySelectedTemplate: assign(({ context, event }) => {
      const template = event.type === 'SELECT_TEMPLATE' ? context.templateOptions.find(({ id }) => id === event.templateId) : undefined;
      if (template === undefined) return {};
      return {
        document: defaultStart(context, withTemplate(context.previous ?? context.document, template)),
        selection: 'template' as const,
        selectedTemplateId: template.id,
        refusals: [],
      };
    }),
    refuse: assign(({ context }) => ({
      refusals: context.kind === 'template' ? templateSaveRefusals(context.document) : planSaveRefusals(context.document),
    })),
  },
  guards: {
    opensSaved: ({ context }) => context.document.id !== undefined,
    // Only a user who may add or edit plans is offered templates (skinny_load's rule).
    offersTemplates: ({ context }) =>
      context.kind === 'plan' && context.patientId !== undefined && context.subject.permissions.some((name) => name === 'addPlan' || name === 'editPlan'),
    saveAllowed: ({ context }) =>
      !planSaveDisabled(context.subject, context.document.protocols.length) && protocolsValid(context.document.protocols),
    refused: ({ context }) =>
      (context.kind === 'plan' ? planSaveRefusals(context.document) : templateSaveRefusals(context.document)).length > 0,
    endsRunningPlan: ({ context }) => planToEnd(context) !== undefined,
    isNewPlan: ({ context }) => context.kind === 'plan' && context.document.id === undefined,
    knownTemplate: ({ context, event }) =>
      event.type === 'SELECT_TEMPLATE' && context.templateOptions.some(({ id }) => id === event.templateId),
  },
}).createMachine({
  id: 'planEditor',
  type: 'parallel',
  context: ({ input }) => {
    const document = newDocument(input.kind, input.patientId);
    return {
      kind: input.kind,
      patientId: input.patientId,
      subject: input.subject,
      document: input.id === undefined ? document : { ...document, id: input.id },
      previous: undefined,
      selection: 'plan',
      selectedTemplateId: undefined,
      templateOptions: [],
      refusals: [],
      now: input.now ?? (() => Date.now()),
      patientPlans: [],
      startChosen: false,
      confirmedPlanId: undefined,
    };
  },
  on: {
    SET_SUBJECT: { actions: assign({ subject: ({ event }) => event.subject }) },
    SET_START_DATE: {
      guard: 'isNewPlan',
      actions: assign({
        document: ({ context, event }) => ({ ...context.document, treatment_start_date: event.day }),
        startChosen: true,
        refusals: [],
      }),
    },
  },
  states: {
    // The plan dropdown's templates ([plan-dropdown-templates]); a template editor has none.
    templateOptions: {
      initial: 'deciding',
      states: {
        deciding: { always: [{ guard: 'offersTemplates', target: 'loading' }, { target: 'none' }] },
        loading: {
          invoke: {
            src: 'loadTemplateOptions',
            input: ({ context }) => ({ patientId: context.patientId ?? 0 }),
            onDone: { target: 'ready', actions: assign({ templateOptions: ({ event }) => event.output }) },
            onError: { target: 'none', actions: { type: 'reportError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        ready: {},
        none: {},
      },
    },
    // The patient's plans (issue 27, defect 1): which plan a save would end, and a new plan's
    // default start day. A template editor, or a user who may not add or edit plans, has none.
    patientPlans: {
      initial: 'deciding',
      states: {
        deciding: { always: [{ guard: 'offersTemplates', target: 'loading' }, { target: 'none' }] },
        loading: {
          invoke: {
            src: 'loadPatientPlans',
            input: ({ context }) => ({ patientId: context.patientId ?? 0 }),
            onDone: {
              target: 'ready',
              actions: assign(({ context, event }) => {
                const withPlans = { ...context, patientPlans: event.output };
                return { patientPlans: event.output, document: defaultStart(withPlans, context.document) };
              }),
            },
            onError: { target: 'none', actions: { type: 'reportError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        ready: {},
        none: {},
      },
    },
    editor: {
      initial: 'opening',
      states: {
        opening: { always: [{ guard: 'opensSaved', target: 'loading' }, { target: 'editing' }] },
        loading: {
          tags: ['loading'],
          invoke: {
            src: 'loadDocument',
            input: ({ context }) => ({ kind: context.kind, id: context.document.id ?? 0 }),
            onDone: { target: 'viewing', actions: assign({ document: ({ event }) => event.output }) },
            onError: { target: 'failed', actions: { type: 'reportError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        failed: { tags: ['failed'] },
        viewing: {
          tags: ['viewing'],
          on: {
            EDIT: { target: 'editing', actions: assign({ previous: ({ context }) => context.document, refusals: [] }) },
            SELECT_TEMPLATE: {
              guard: 'knownTemplate',
              target: 'templateSelected',
              actions: assign({ previous: ({ context }) => context.document }),
            },
          },
        },
        // A template chosen in the dropdown, not yet applied ([plan-template-selection]).
        templateSelected: {
          tags: ['templateSelected'],
          entry: 'applySelectedTemplate',
          on: {
            SELECT_TEMPLATE: { guard: 'knownTemplate', target: 'templateSelected', reenter: true },
            CANCEL: { target: 'viewing', actions: 'restorePrevious' },
            SAVE: [
              { guard: 'refused', actions: 'refuse' },
              { guard: and(['saveAllowed', 'endsRunningPlan']), target: 'confirmingReplacement' },
              { guard: 'saveAllowed', target: 'saving', actions: assign({ confirmedPlanId: undefined }) },
            ],
          },
        },
        editing: {
          tags: ['editing'],
          on: {
            SET_NAME: { actions: assign({ document: ({ context, event }) => ({ ...context.document, name: event.name }), refusals: [] }) },
            SET_DESCRIPTION: {
              actions: assign({ document: ({ context, event }) => ({ ...context.document, description: event.description }) }),
            },
            ADD_PROTOCOL: { actions: 'changeProtocols' },
            REMOVE_PROTOCOL: { actions: 'changeProtocols' },
            UPDATE_PROTOCOL: { actions: 'changeProtocols' },
            ADD_PERIOD: { actions: 'changeProtocols' },
            REMOVE_PERIOD: { actions: 'changeProtocols' },
            UPDATE_PERIOD: { actions: 'changeProtocols' },
            MOVE_PERIOD: { actions: 'changeProtocols' },
            SELECT_TEMPLATE: {
              guard: 'knownTemplate',
              target: 'templateSelected',
              actions: assign({ previous: ({ context }) => context.previous ?? context.document }),
            },
            CANCEL: [
              { guard: 'opensSaved', target: 'viewing', actions: 'restorePrevious' },
              // A new plan or template has nothing to go back to: its defaults come back.
              {
                target: 'editing',
                reenter: true,
                actions: assign({
                  document: ({ context }) => defaultStart({ ...context, startChosen: false }, newDocument(context.kind, context.patientId)),
                  startChosen: false,
                  refusals: [],
                }),
              },
            ],
            SAVE: [
              { guard: 'refused', actions: 'refuse' },
              { guard: and(['saveAllowed', 'endsRunningPlan']), target: 'confirmingReplacement' },
              { guard: 'saveAllowed', target: 'saving', actions: assign({ confirmedPlanId: undefined }) },
            ],
          },
        },
        // Issue 27, defect 1: saving would end the patient's running plan; the screen names the
        // patient and that plan, and only CONFIRM_REPLACEMENT goes on to save.
        confirmingReplacement: {
          tags: ['confirmingReplacement'],
          on: {
            CONFIRM_REPLACEMENT: { target: 'saving', actions: assign({ confirmedPlanId: ({ context }) => planToEnd(context)?.id }) },
            CANCEL: [
              { guard: ({ context }) => context.selection === 'template', target: 'templateSelected' },
              { target: 'editing' },
            ],
          },
        },
        saving: {
          tags: ['saving'],
          invoke: {
            src: 'saveDocument',
            input: ({ context }) => ({
              kind: context.kind,
              document: context.document,
              ...(context.confirmedPlanId === undefined ? {} : { replacesPlanId: context.confirmedPlanId }),
            }),
            onDone: {
              target: 'viewing',
              actions: [
                assign({
                  document: ({ event }) => event.output,
                  // The plan it ended now ends on the saved plan's start day, as the server recorded it.
                  patientPlans: ({ context, event }) =>
                    context.patientPlans.map((plan) =>
                      plan.id === context.confirmedPlanId
                        ? { ...plan, treatment_end_date: replacementDay(event.output.treatment_start_date ?? 0, Math.floor(context.now() / 1000)) }
                        : plan,
                    ),
                  confirmedPlanId: undefined,
                  previous: undefined,
                  selection: 'plan',
                  selectedTemplateId: undefined,
                  refusals: [],
                }),
                emit(({ event }) => ({ type: 'saved', document: event.output })),
              ],
            },
            onError: [
              {
                guard: ({ context }) => context.selection === 'template',
                target: 'templateSelected',
                reenter: false,
                actions: { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
              },
              { target: 'editing', actions: { type: 'reportError', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
      },
    },
  },
});
