import { assign, setup } from 'xstate';
import type { WizardButton, WizardContext, WizardEvent, WizardInput, WizardTab } from '../wizard/wizardContract';
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
  seq: number;
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

function stepData(record: PatientRecord | null): Record<string, Record<string, unknown>> {
  return {
    patient: record === null ? { installation_method_type_id: 1 } : patientStepData(record),
    procedure: procedureStepData(record),
    devices: devicesStepData(record),
  };
}

const answerId = (answer: unknown): number | undefined => {
  const id = (answer as { id?: unknown } | null)?.id;
  return typeof id === 'number' ? id : undefined;
};

/**
 * The patient information wizard (`/patientInformation/{patientID}`, `new` to create): tabs
 * Patient, Procedure and Devices. For a new patient only reached tabs open and Devices stays
 * closed; Patient shows Cancel and Next (new) or Save; Procedure Back (right after creating) or
 * Cancel, and Save; Devices Cancel and Save. Creating shows 'Patient created!' and moves to
 * `/patientInformation/{newId}?procedure` at the Procedure tab; saving the procedure moves to
 * Devices; saving devices goes to `/patientProfile/{id}`; Cancel goes to the profile of an
 * existing patient and to `/patients` for a new one. Changes pass through the procedure and
 * device rules, and a save first checks the rules a form schema cannot say. Pure: the runtime
 * loads, saves and navigates when the context asks.
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
    cancel: assign(({ context }) => ({
      navigate: {
        to: context.recordId === null ? '/patients' : `/patientProfile/${context.recordId}`,
        seq: context.seq + 1,
      },
      seq: context.seq + 1,
    })),
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
      submit: null,
      navigate: null,
      toast: null,
      dialog: null,
      record: null,
      created: false,
      reached: [initialStep(input)],
      seq: 0,
      now: input.now ?? (() => Date.now()),
    }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'isNew', target: 'ready' }, { target: 'loading' }],
    },
    loading: {
      on: {
        LOADED: {
          target: 'ready',
          actions: assign(({ event }) => {
            const record = event.record as PatientRecord;
            return { record, data: stepData(record), loading: false };
          }),
        },
        LOAD_FAILED: { target: 'ready', actions: assign({ loading: false }) },
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
          {
            target: 'saving',
            actions: assign(({ context }) => ({ submit: submitRequest(context), saving: true, seq: context.seq + 1 })),
          },
        ],
      },
    },
    saving: {
      on: {
        // Only the answer to the save asked for counts; any other is ignored.
        SAVED: {
          guard: ({ context, event }) => event.step === context.submit?.step,
          target: 'ready',
          actions: assign(({ context, event }) => saved(context, event.step, event.answer)),
        },
        SAVE_FAILED: { guard: ({ context, event }) => event.step === context.submit?.step, target: 'ready', actions: assign({ saving: false }) },
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

function submitRequest(context: PatientInformationContext): PatientInformationContext['submit'] {
  const seq = context.seq + 1;
  const data = context.data[context.current] ?? {};
  switch (context.current) {
    case 'procedure': {
      const procedureId = context.record?.patient_procedure?.id;
      const body = { ...data, patient_id: Number(context.recordId) };
      return procedureId === undefined
        ? { step: 'procedure', mode: 'create', body, seq }
        : { step: 'procedure', mode: 'update', id: procedureId, body, seq };
    }
    case 'devices':
      return { step: 'devices', mode: 'update', id: Number(context.recordId), body: { devices: data }, seq };
    default:
      return context.recordId === null
        ? { step: 'patient', mode: 'create', body: data, seq }
        : { step: 'patient', mode: 'update', id: Number(context.recordId), body: data, seq };
  }
}

/** What a successful save changes: the record, the step shown, the toast and where to go. */
function saved(context: PatientInformationContext, step: string, answer: unknown): Partial<PatientInformationContext> {
  const seq = context.seq + 1;
  const base = { saving: false, submit: null, dirty: false, seq };
  switch (step) {
    case 'patient': {
      const record = answer as PatientRecord;
      if (context.recordId === null) {
        const id = String(answerId(answer));
        // Creating moves to the new patient's Procedure tab ([patient-create-moves-procedure]).
        return goTo(
          {
            ...context,
            ...base,
            recordId: id,
            record,
            created: true,
            data: { ...context.data, patient: patientStepData(record), devices: devicesStepData(record) },
            toast: { message: 'patientCreated', kind: 'success', seq },
            navigate: { to: `/patientInformation/${id}?procedure`, seq },
          },
          'procedure',
        );
      }
      return view({ ...context, ...base, record, data: { ...context.data, patient: patientStepData(record) }, toast: { message: 'success', kind: 'success', seq } });
    }
    case 'procedure': {
      const procedure = answer as NonNullable<PatientRecord['patient_procedure']>;
      const record = context.record === null ? null : { ...context.record, patient_procedure: procedure };
      return goTo({ ...context, ...base, record, toast: { message: 'success', kind: 'success', seq } }, 'devices');
    }
    default:
      // Saving devices goes to the patient's profile ([patient-save-devices-target]).
      return {
        ...base,
        toast: { message: 'success', kind: 'success', seq },
        navigate: { to: `/patientProfile/${context.recordId ?? ''}`, seq },
      };
  }
}
