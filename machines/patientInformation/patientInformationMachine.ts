import { assign, emit, enqueueActions, setup } from 'xstate';
import type { OperationData } from '../../src/generated/operationTypes';
import {
  notProvided,
  type WizardButton,
  type WizardContext,
  type WizardEmitted,
  type WizardEvent,
  type WizardInput,
  type WizardLoadInput,
  type WizardOutcome,
  type WizardSaveInput,
  type WizardTab,
} from '../wizard/wizardContract';
import { applyDeviceRules, deviceErrors } from '../../domain/patientInformation/deviceRules';
import { devicesStepData, patientStepData, procedureStepData, type PatientRecord } from '../../domain/patientInformation/patientRecord';
import { patientErrors } from '../../domain/patientInformation/patientRules';
import { applyProcedureRules, outsideMedicareWindow } from '../../domain/patientInformation/procedureRules';
import { patientSteps, type PatientStep } from '../../domain/patientInformation/patientSteps';

/** The wizard's context: the wizard contract plus what the patient rules need. */
export interface PatientInformationContext extends WizardContext {
  record: PatientRecord | null;
  /** True once this wizard created the patient: the Procedure tab then offers Back. */
  created: boolean;
  /** The steps the user has reached. */
  reached: PatientStep[];
  now: () => number;
}

const isStep = (value: string): value is PatientStep => (patientSteps as readonly string[]).includes(value);

/** Which tabs may be opened ([patient-wizard-new-tabs], [patient-wizard-devices-existing]). */
function tabsOf(recordId: string | null, reached: readonly PatientStep[]): WizardTab[] {
  return patientSteps.map((id) => ({
    id,
    enabled: recordId !== null ? true : id !== 'devices' && reached.includes(id),
  }));
}

/** The buttons of a step ([patient-wizard-patient-buttons], -procedure-, -devices-). */
function buttonsOf(step: PatientStep, recordId: string | null, created: boolean): WizardButton[] {
  switch (step) {
    case 'patient':
      return recordId === null ? ['cancel', 'next'] : ['cancel', 'save'];
    case 'procedure':
      return [created ? 'back' : 'cancel', 'save'];
    case 'devices':
      return ['cancel', 'save'];
  }
}

/** The context with its tabs and buttons recomputed from the step, record and progress. */
function view(context: PatientInformationContext): PatientInformationContext {
  const step = isStep(context.current) ? context.current : 'patient';
  return { ...context, tabs: tabsOf(context.recordId, context.reached), buttons: buttonsOf(step, context.recordId, context.created) };
}

function goTo(context: PatientInformationContext, step: PatientStep): PatientInformationContext {
  const reached = context.reached.includes(step) ? context.reached : [...context.reached, step];
  return view({ ...context, current: step, reached });
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The initial step: a query string containing `procedure` opens the Procedure tab of an existing patient. */
function initialStep(input: WizardInput): PatientStep {
  return input.recordId !== null && (input.query ?? '').includes('procedure') ? 'procedure' : 'patient';
}

function stepData(record: PatientRecord | null): WizardContext['data'] {
  return {
    patient: record === null ? { installation_method_type_id: 1 } : patientStepData(record),
    procedure: procedureStepData(record),
    devices: devicesStepData(record),
  };
}

/** What saving the Patient step (and Devices, an update) answers: `createPatient` and `updatePatient` answer alike. */
export type PatientSaveAnswer = OperationData<'createPatient'>;
/** What saving the Procedure step answers: `createPatientProcedure` and `updatePatientProcedure` answer alike. */
export type ProcedureSaveAnswer = OperationData<'createPatientProcedure'>;

/**
 * The patient information wizard (`/patientInformation/{patientID}`, `new` to create): tabs
 * Patient, Procedure and Devices. For a new patient only reached tabs open and Devices stays
 * closed; Patient shows Cancel and Next (new) or Save; Procedure Back (right after creating) or
 * Cancel, and Save; Devices Cancel and Save. Creating shows 'Patient created!' and moves to
 * `/patientInformation/{newId}?procedure` at the Procedure tab; saving the procedure moves to
 * Devices; saving devices goes to `/patientProfile/{id}`; Cancel goes to the profile of an
 * existing patient and to `/patients` for a new one. Changes pass through the procedure and
 * device rules, and a save first checks the rules a form schema cannot say. Pure: it loads and
 * saves by invoking the actors `loadRecord`, `save:patient`, `save:procedure` and `save:devices`
 * that the screen provides, and emits `toast` and `navigate` for the screen to carry out.
 *
 * @example
 * const actor = createActor(patientInformationMachine, { input: { recordId: null } }).start();
 * actor.send({ type: 'CHANGE', step: 'patient', data: { first_name: 'Ann' } });
 */
export const patientInformationMachine = setup({
  types: {
    context: {} as PatientInformationContext,
    events: {} as WizardEvent,
    input: {} as WizardInput,
    emitted: {} as WizardEmitted,
  },
  actors: {
    loadRecord: notProvided<PatientRecord, WizardLoadInput>('loadRecord'),
    'save:patient': notProvided<PatientSaveAnswer, WizardSaveInput>('save:patient'),
    'save:procedure': notProvided<ProcedureSaveAnswer, WizardSaveInput>('save:procedure'),
    'save:devices': notProvided<PatientSaveAnswer, WizardSaveInput>('save:devices'),
  },
  guards: {
    isNew: ({ context }) => context.recordId === null,
  },
  actions: {
    change: assign(({ context, event }) => {
      if (event.type !== 'CHANGE' || !isStep(event.step)) return {};
      const previous = context.data[event.step] ?? {};
      const next =
        event.step === 'procedure'
          ? applyProcedureRules(previous, event.data)
          : event.step === 'devices'
            ? applyDeviceRules(event.data)
            : event.data;
      if (same(previous, next)) return {};
      const errors = { ...context.errors, [event.step]: {} };
      return { data: { ...context.data, [event.step]: next }, errors, dirty: true };
    }),
    selectTab: assign(({ context, event }) => {
      if (event.type !== 'SELECT_TAB' || !isStep(event.step)) return {};
      const tab = context.tabs.find((candidate) => candidate.id === event.step);
      return tab?.enabled === true ? goTo(context, event.step) : {};
    }),
    cancel: emit(({ context }) => ({ type: 'navigate', to: context.recordId === null ? '/patients' : `/patientProfile/${context.recordId}` })),
    back: assign(({ context }) => goTo(context, 'patient')),
    closeDialog: assign({ dialog: null }),
  },
}).createMachine({
  id: 'patientInformation',
  context: ({ input }) =>
    view({
      recordId: input.recordId,
      current: initialStep(input),
      tabs: [],
      buttons: [],
      data: stepData(null),
      errors: {},
      dirty: false,
      loading: input.recordId !== null,
      saving: false,
      dialog: null,
      record: null,
      created: false,
      reached: [initialStep(input)],
      now: input.now ?? (() => Date.now()),
    }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'isNew', target: 'ready' }, { target: 'loading' }],
    },
    loading: {
      invoke: {
        id: 'loadRecord',
        src: 'loadRecord',
        input: ({ context }) => ({ recordId: context.recordId ?? '' }),
        onDone: { target: 'ready', actions: assign(({ event }) => ({ record: event.output, data: stepData(event.output), loading: false })) },
        onError: { target: 'ready', actions: assign({ loading: false }) },
      },
    },
    ready: {
      on: {
        CHANGE: { actions: 'change' },
        SELECT_TAB: { actions: 'selectTab' },
        CANCEL: { actions: 'cancel' },
        BACK: { actions: 'back' },
        CLOSE_DIALOG: { actions: 'closeDialog' },
        SUBMIT: [
          {
            // The rules a schema cannot say stop the save with their messages under the fields.
            guard: ({ context }) => Object.keys(stepErrors(context)).length > 0,
            actions: assign(({ context }) => ({ errors: { ...context.errors, [context.current]: stepErrors(context) } })),
          },
          {
            // A procedure date too old for Medicare is refused with the dialog ([procedure-medicare-window]).
            guard: ({ context }) => medicareTooOld(context),
            actions: assign({ dialog: { title: 'medicareComplianceTitle', message: 'medicareComplianceMessage' } }),
          },
          { target: 'saving', actions: assign({ saving: true }) },
        ],
      },
    },
    saving: {
      initial: 'choose',
      states: {
        choose: {
          always: [
            { guard: ({ context }) => context.current === 'procedure', target: 'procedure' },
            { guard: ({ context }) => context.current === 'devices', target: 'devices' },
            { target: 'patient' },
          ],
        },
        patient: {
          invoke: {
            id: 'save:patient',
            src: 'save:patient',
            input: ({ context }) => saveInput(context),
            onDone: {
              target: '#patientInformation.ready',
              actions: enqueueActions(({ context, event, enqueue }) => {
                const outcome = patientSaved(context, event.output);
                enqueue.assign(() => outcome.context);
                for (const effect of outcome.effects) enqueue.emit(effect);
              }),
            },
            onError: { target: '#patientInformation.ready', actions: assign({ saving: false }) },
          },
        },
        procedure: {
          invoke: {
            id: 'save:procedure',
            src: 'save:procedure',
            input: ({ context }) => saveInput(context),
            onDone: {
              target: '#patientInformation.ready',
              actions: enqueueActions(({ context, event, enqueue }) => {
                const outcome = procedureSaved(context, event.output);
                enqueue.assign(() => outcome.context);
                for (const effect of outcome.effects) enqueue.emit(effect);
              }),
            },
            onError: { target: '#patientInformation.ready', actions: assign({ saving: false }) },
          },
        },
        devices: {
          invoke: {
            id: 'save:devices',
            src: 'save:devices',
            input: ({ context }) => saveInput(context),
            onDone: {
              target: '#patientInformation.ready',
              actions: enqueueActions(({ context, event, enqueue }) => {
                const outcome = devicesSaved(context, event.output);
                enqueue.assign(() => outcome.context);
                for (const effect of outcome.effects) enqueue.emit(effect);
              }),
            },
            onError: { target: '#patientInformation.ready', actions: assign({ saving: false }) },
          },
        },
      },
    },
  },
});

function stepErrors(context: PatientInformationContext): Record<string, string> {
  const data = context.data[context.current] ?? {};
  switch (context.current) {
    case 'patient':
      return patientErrors(data, context.record, context.now());
    case 'devices':
      return deviceErrors(data, installationMethodOf(context));
    default:
      return {};
  }
}

function installationMethodOf(context: PatientInformationContext): number | undefined {
  const id = context.data.patient?.installation_method_type_id;
  return typeof id === 'number' ? id : context.record?.installation_method_type?.id;
}

function medicareTooOld(context: PatientInformationContext): boolean {
  if (context.current !== 'procedure') return false;
  const data = context.data.procedure ?? {};
  return data.medicare_insurance === true && typeof data.procedure_date === 'number' && outsideMedicareWindow(data.procedure_date, context.now());
}

/** The call that saves the step shown. */
function saveInput(context: PatientInformationContext): WizardSaveInput {
  const data = context.data[context.current] ?? {};
  switch (context.current) {
    case 'procedure': {
      const procedureId = context.record?.patient_procedure?.id;
      const body = { ...data, patient_id: Number(context.recordId) };
      return procedureId === undefined ? { mode: 'create', body, data } : { mode: 'update', id: procedureId, body, data };
    }
    case 'devices':
      return { mode: 'update', id: Number(context.recordId), body: { devices: data }, data };
    default:
      return context.recordId === null ? { mode: 'create', body: data, data } : { mode: 'update', id: Number(context.recordId), body: data, data };
  }
}

const savedToast: WizardEmitted = { type: 'toast', message: 'patientSaved', kind: 'success' };
const done = { saving: false, dirty: false };

/** A saved Patient step: a created patient moves to its Procedure tab ([patient-create-moves-procedure]). */
function patientSaved(context: PatientInformationContext, record: PatientSaveAnswer): WizardOutcome<PatientInformationContext> {
  if (context.recordId === null) {
    const id = String(record.id);
    const next = goTo(
      {
        ...context,
        ...done,
        recordId: id,
        record,
        created: true,
        data: { ...context.data, patient: patientStepData(record), devices: devicesStepData(record) },
      },
      'procedure',
    );
    return {
      context: next,
      effects: [
        { type: 'toast', message: 'patientCreated', kind: 'success' },
        { type: 'navigate', to: `/patientInformation/${id}?procedure` },
      ],
    };
  }
  return { context: view({ ...context, ...done, record, data: { ...context.data, patient: patientStepData(record) } }), effects: [savedToast] };
}

/** A saved Procedure step moves to Devices. */
function procedureSaved(context: PatientInformationContext, procedure: ProcedureSaveAnswer): WizardOutcome<PatientInformationContext> {
  const record = context.record === null ? null : { ...context.record, patient_procedure: procedure };
  return { context: goTo({ ...context, ...done, record }, 'devices'), effects: [savedToast] };
}

/** Saving devices goes to the patient's profile ([patient-save-devices-target]). */
function devicesSaved(context: PatientInformationContext, _answer: PatientSaveAnswer): WizardOutcome<PatientInformationContext> {
  return { context: done, effects: [savedToast, { type: 'navigate', to: `/patientProfile/${context.recordId ?? ''}` }] };
}
