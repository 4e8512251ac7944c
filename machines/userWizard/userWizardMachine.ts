import { assign, emit, enqueueActions, setup } from 'xstate';
import type { OperationData } from '../../src/generated/operationTypes';
import {
  notProvided,
  type StepData,
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
import { permissionsStepData, serviceAccountRoleId, userStepData, type UserRecord } from '../../domain/userWizard/userRecord';
import { userSteps, type UserStep } from '../../domain/userWizard/userSteps';

/** The wizard's context: the wizard contract plus the saved user. */
export interface UserWizardContext extends WizardContext {
  /** The user as last loaded or saved; null for a user not created yet. */
  record: UserRecord | null;
}

const isStep = (value: string): value is UserStep => (userSteps as readonly string[]).includes(value);

/**
 * Which tabs open: User always; Permissions only for a saved user whose role is Service Account
 * ([user-permissions-tab-service-account]).
 */
function tabsOf(record: UserRecord | null): WizardTab[] {
  return [
    { id: 'user', enabled: true },
    { id: 'permissions', enabled: record !== null && record.user_role_id === serviceAccountRoleId },
  ];
}

const buttons: WizardButton[] = ['cancel', 'save'];

function view(context: UserWizardContext): UserWizardContext {
  const tabs = tabsOf(context.record);
  // A tab that closed (the role changed away from Service Account) sends the user back to User.
  const current = tabs.find((tab) => tab.id === context.current)?.enabled === true ? context.current : 'user';
  return { ...context, tabs, current, buttons };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The rules of the User step a schema cannot say, as message keys by field: a new user needs a
 * password ([password-required]), and a confirmation that differs from the password is refused
 * ([password-confirm-match]).
 */
export function userStepErrors(data: StepData, creating: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  const password = text(data.password);
  if (creating && password === '') errors.password = 'required';
  if (password !== '' && text(data.confirm_password) !== password) errors.confirm_password = 'passwordsMustMatch';
  return errors;
}

/** The body of the User step: no empty password (editing keeps the old one), nor its confirmation. */
function userBody(data: StepData): StepData {
  const { confirm_password: confirmation, password, ...rest } = data;
  return text(password) === '' ? rest : { ...rest, password, confirm_password: confirmation ?? null };
}

/** What saving the User step answers: the user (`createUser` and `updateUser` answer alike). */
export type UserSaveAnswer = OperationData<'createUser'>;
/** The answer of saving the Permissions step. */
export type PermissionsSaveAnswer = OperationData<'saveUserPermissions'>;

/** The call that saves the step shown. */
function saveInput(context: UserWizardContext): WizardSaveInput {
  const data = context.data[context.current] ?? {};
  if (context.current === 'permissions') {
    const ids = Array.isArray(data.permission_ids) ? data.permission_ids : [];
    return { mode: 'create', body: { user_id: Number(context.recordId), permission_ids: ids }, data };
  }
  return context.recordId === null
    ? { mode: 'create', body: userBody(data), data }
    : { mode: 'update', id: Number(context.recordId), body: userBody(data), data };
}

const savedToast: WizardEmitted = { type: 'toast', message: 'userSaved', kind: 'success' };

function permissionsSaved(context: UserWizardContext, answer: PermissionsSaveAnswer): WizardOutcome<UserWizardContext> {
  const ids = answer.map((row) => row.permission_id).filter((id): id is number => typeof id === 'number');
  const record = context.record === null ? null : { ...context.record, permissions: ids };
  const next = view({ ...context, saving: false, dirty: false, record, data: { ...context.data, permissions: { permission_ids: ids } } });
  return { context: next, effects: [savedToast] };
}

function userSaved(context: UserWizardContext, record: UserRecord): WizardOutcome<UserWizardContext> {
  const created = context.recordId === null;
  const next = view({
    ...context,
    saving: false,
    dirty: false,
    record,
    recordId: String(record.id),
    data: { user: userStepData(record), permissions: permissionsStepData(record) },
    errors: { ...context.errors, user: {} },
  });
  // A created user opens as an existing one (its Permissions tab, for a Service Account).
  return { context: next, effects: created ? [savedToast, { type: 'navigate', to: `/user/${record.id}` }] : [savedToast] };
}

/**
 * The user form (`/user/{userID}`, `new` to create): tabs User and Permissions ([user-form-tabs]),
 * each with Cancel and Save. Permissions opens only for a saved Service Account
 * ([user-permissions-tab-service-account]); who may save it is the step's `submit.access` (the
 * super admin, [user-permissions-save-super-admin]). Saving the User step checks the password
 * rules a schema cannot say, then creates or updates the user; a created user reopens at
 * `/user/{id}`. Cancel returns to `/users`. Pure: it loads and saves by invoking the actors
 * `loadRecord`, `save:user` and `save:permissions` that the screen provides, and emits `toast` and
 * `navigate` for the screen to carry out.
 *
 * @example
 * const machine = userWizardMachine.provide({ actors: { 'save:user': fromPromise(async ({ input }) => api.save(input)) } });
 * const actor = createActor(machine, { input: { recordId: null } }).start();
 * actor.send({ type: 'CHANGE', step: 'user', data: { user_role_id: 16, username: 'ada' } });
 */
export const userWizardMachine = setup({
  types: {
    context: {} as UserWizardContext,
    events: {} as WizardEvent,
    input: {} as WizardInput,
    emitted: {} as WizardEmitted,
  },
  actors: {
    loadRecord: notProvided<UserRecord, WizardLoadInput>('loadRecord'),
    'save:user': notProvided<UserSaveAnswer, WizardSaveInput>('save:user'),
    'save:permissions': notProvided<PermissionsSaveAnswer, WizardSaveInput>('save:permissions'),
  },
  guards: {
    isNew: ({ context }) => context.recordId === null,
    stepHasErrors: ({ context }) =>
      context.current === 'user' && Object.keys(userStepErrors(context.data.user ?? {}, context.recordId === null)).length > 0,
  },
  actions: {
    change: assign(({ context, event }) => {
      if (event.type !== 'CHANGE' || !isStep(event.step)) return {};
      if (same(context.data[event.step] ?? {}, event.data)) return {};
      return { data: { ...context.data, [event.step]: event.data }, errors: { ...context.errors, [event.step]: {} }, dirty: true };
    }),
    selectTab: assign(({ context, event }) => {
      if (event.type !== 'SELECT_TAB' || !isStep(event.step)) return {};
      const tab = context.tabs.find((candidate) => candidate.id === event.step);
      return tab?.enabled === true ? { current: event.step } : {};
    }),
    cancel: emit({ type: 'navigate', to: '/users' }),
    closeDialog: assign({ dialog: null }),
  },
}).createMachine({
  id: 'userWizard',
  context: ({ input }) =>
    view({
      recordId: input.recordId,
      current: 'user',
      tabs: [],
      buttons: [],
      data: { user: {}, permissions: { permission_ids: [] } },
      errors: {},
      dirty: false,
      loading: input.recordId !== null,
      saving: false,
      dialog: null,
      record: null,
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
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) =>
            view({ ...context, record: event.output, data: { user: userStepData(event.output), permissions: permissionsStepData(event.output) }, loading: false }),
          ),
        },
        onError: { target: 'ready', actions: assign({ loading: false }) },
      },
    },
    ready: {
      on: {
        CHANGE: { actions: 'change' },
        SELECT_TAB: { actions: 'selectTab' },
        CANCEL: { actions: 'cancel' },
        BACK: { actions: 'cancel' },
        CLOSE_DIALOG: { actions: 'closeDialog' },
        SUBMIT: [
          {
            guard: 'stepHasErrors',
            actions: assign(({ context }) => ({
              errors: { ...context.errors, user: userStepErrors(context.data.user ?? {}, context.recordId === null) },
            })),
          },
          { target: 'saving', actions: assign({ saving: true }) },
        ],
      },
    },
    saving: {
      initial: 'choose',
      states: {
        choose: { always: [{ guard: ({ context }) => context.current === 'permissions', target: 'permissions' }, { target: 'user' }] },
        user: {
          invoke: {
            id: 'save:user',
            src: 'save:user',
            input: ({ context }) => saveInput(context),
            onDone: {
              target: '#userWizard.ready',
              actions: enqueueActions(({ context, event, enqueue }) => {
                const outcome = userSaved(context, event.output);
                enqueue.assign(() => outcome.context);
                for (const effect of outcome.effects) enqueue.emit(effect);
              }),
            },
            onError: { target: '#userWizard.ready', actions: assign({ saving: false }) },
          },
        },
        permissions: {
          invoke: {
            id: 'save:permissions',
            src: 'save:permissions',
            input: ({ context }) => saveInput(context),
            onDone: {
              target: '#userWizard.ready',
              actions: enqueueActions(({ context, event, enqueue }) => {
                const outcome = permissionsSaved(context, event.output);
                enqueue.assign(() => outcome.context);
                for (const effect of outcome.effects) enqueue.emit(effect);
              }),
            },
            onError: { target: '#userWizard.ready', actions: assign({ saving: false }) },
          },
        },
      },
    },
  },
});
