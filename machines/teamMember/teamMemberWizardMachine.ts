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
} from '../wizard/wizardContract';
import { applyRoleRules, memberStepErrors } from '../../domain/teamMember/teamRoleRules';
import {
  memberCreateBody,
  memberStepData,
  memberUpdateBody,
  notificationsStepData,
  permissionsStepData,
  saveCalls,
  type SaveCall,
  type TeamMemberRecord,
} from '../../domain/teamMember/teamMemberRecord';
import { teamMemberSteps, type TeamMemberStep } from '../../domain/teamMember/teamMemberSteps';

/** `add`: /addTeamMember/new and /addTeamMember/{id}; `edit`: /editTeamMember/{teamMemberID}. */
export type TeamWizardMode = 'add' | 'edit';

/** Where the wizard returns to ([team-wizard-finish]). */
export const teamListRoute = '/teamManagement';

/** The wizard contract's context plus what the team member flow needs. */
export interface TeamMemberWizardContext extends WizardContext {
  mode: TeamWizardMode;
  record: TeamMemberRecord | null;
  reached: TeamMemberStep[];
  /** The calls of the step being saved that are still to make, the one under way first. */
  pending: SaveCall[];
  /** True when the notifications being saved were asked by 'Add Another Team Member'. */
  addingAnother: boolean;
  /** The tab an edited member opens at: `?permissions` or `?notifications` in the address. */
  startStep: TeamMemberStep;
}

/** What saving the Team Member step answers: `createTeamMember` and `updateTeamMember` answer alike. */
export type MemberSaveAnswer = OperationData<'createTeamMember'>;
/** What one call saving the Permissions step answers: a grant and a revoke answer alike. */
export type PermissionsSaveAnswer = OperationData<'grantTeamMemberPermissions'>;
/** What one call saving the Notifications step answers: a subscribe and an unsubscribe answer alike. */
export type NotificationsSaveAnswer = OperationData<'subscribeTeamMemberNotifications'>;

const isStep = (value: string): value is TeamMemberStep => (teamMemberSteps as readonly string[]).includes(value);

function tabsOf(context: TeamMemberWizardContext): TeamMemberWizardContext['tabs'] {
  return teamMemberSteps.map((id) => ({
    id,
    enabled: context.mode === 'edit' ? !context.loading : id === 'member' || (context.recordId !== null && context.reached.includes(id)),
  }));
}

function buttonsOf(context: TeamMemberWizardContext): WizardButton[] {
  if (context.mode === 'edit' || context.current === 'notifications') return ['cancel', 'save'];
  return ['cancel', 'next'];
}

function view(context: TeamMemberWizardContext): TeamMemberWizardContext {
  return { ...context, tabs: tabsOf(context), buttons: buttonsOf(context) };
}

function goTo(context: TeamMemberWizardContext, step: TeamMemberStep): TeamMemberWizardContext {
  const reached = context.reached.includes(step) ? context.reached : [...context.reached, step];
  return view({ ...context, current: step, reached });
}

function stepData(record: TeamMemberRecord | null, mode: TeamWizardMode): TeamMemberWizardContext['data'] {
  return {
    member: record === null ? {} : memberStepData(record),
    permissions: permissionsStepData(record),
    notifications: notificationsStepData(record, mode === 'add'),
  };
}

function initialContext(input: WizardInput, mode: TeamWizardMode): TeamMemberWizardContext {
  return view({
    recordId: input.recordId,
    current: 'member',
    tabs: [],
    buttons: [],
    data: stepData(null, mode),
    errors: {},
    dirty: false,
    loading: input.recordId !== null,
    saving: false,
    dialog: null,
    mode,
    record: null,
    reached: ['member'],
    pending: [],
    addingAnother: false,
    startStep: teamMemberSteps.find((step) => step !== 'member' && (input.query ?? '').includes(step)) ?? 'member',
  });
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The calls that save the step shown, in order. */
function stepCalls(context: TeamMemberWizardContext): SaveCall[] {
  const data = context.data[context.current] ?? {};
  const memberId = Number(context.recordId);
  switch (context.current) {
    case 'permissions': {
      const grants = (context.record?.permissions ?? []).map((grant) => ({ id: grant.id, entryId: grant.practice_team_member_permission_id }));
      return saveCalls(memberId, grants, (data.granted as number[] | undefined) ?? [], 'permission_ids');
    }
    case 'notifications': {
      const subscriptions = (context.record?.notifications ?? []).map((entry) => ({ id: entry.id, entryId: entry.practice_team_member_notification_id }));
      return saveCalls(memberId, subscriptions, (data.subscribed as number[] | undefined) ?? [], 'notification_ids');
    }
    default:
      return context.recordId === null
        ? [{ mode: 'create', body: memberCreateBody(data) }]
        : [{ mode: 'update', id: memberId, body: memberUpdateBody(data) }];
  }
}

/** Starts the calls of the step shown; with none to make, the step is saved at once. */
function startSave(context: TeamMemberWizardContext): WizardOutcome<TeamMemberWizardContext> {
  const calls = stepCalls(context);
  if (calls.length === 0) return stepSaved(context);
  return { context: { saving: true, pending: calls }, effects: [] };
}

/** The call under way, as its save actor is given it. */
function saveInput(context: TeamMemberWizardContext): WizardSaveInput {
  const [call] = context.pending;
  const data = context.data[context.current] ?? {};
  if (call === undefined) return { mode: 'create', body: {}, data };
  return { mode: call.mode, ...(call.id === undefined ? {} : { id: call.id }), body: call.body, data };
}

const savedToast: WizardEmitted = { type: 'toast', message: 'teamMemberSaved', kind: 'success' };

/** Everything a step's calls are done: where the wizard goes next. */
function stepSaved(context: TeamMemberWizardContext): WizardOutcome<TeamMemberWizardContext> {
  const base = { saving: false, pending: [], dirty: false };
  const step = context.current;
  if (step === 'notifications') {
    if (context.addingAnother) {
      // 'Add Another Team Member' saved the notifications; the form starts again ([team-add-another]).
      return { context: { ...initialContext({ recordId: null }, 'add'), ...base }, effects: [savedToast, { type: 'navigate', to: '/addTeamMember/new' }] };
    }
    return { context: base, effects: [savedToast, { type: 'navigate', to: teamListRoute }] };
  }
  if (context.mode === 'edit') return { context: view({ ...context, ...base }), effects: [savedToast] };
  // Adding: the member moves on to Permissions, Permissions on to Notifications
  // ([team-wizard-create-step], [team-wizard-permissions-step]).
  return { context: goTo({ ...context, ...base }, step === 'member' ? 'permissions' : 'notifications'), effects: [savedToast] };
}

/** One call of the step done: the next call, or the step saved. */
function callDone(context: TeamMemberWizardContext, record: TeamMemberRecord | null, created: boolean): WizardOutcome<TeamMemberWizardContext> {
  const recordId = created && record !== null ? String(record.id) : context.recordId;
  let next: TeamMemberWizardContext = { ...context, record, recordId, pending: context.pending.slice(1) };
  if (context.current === 'member' && record !== null) {
    next = { ...next, data: { ...stepData(record, context.mode), member: { ...memberStepData(record) } } };
  }
  if (next.pending.length > 0) return { context: next, effects: [] };
  const done = stepSaved(next);
  const effects = created && record !== null
    ? // The address names the new member, so that a reload continues with it.
      [...done.effects, { type: 'navigate' as const, to: `/addTeamMember/${String(record.id)}` }]
    : done.effects;
  return { context: { ...next, ...done.context }, effects };
}

function memberSaved(context: TeamMemberWizardContext, record: MemberSaveAnswer): WizardOutcome<TeamMemberWizardContext> {
  return callDone(context, record, context.recordId === null);
}

function permissionsSaved(context: TeamMemberWizardContext, answer: PermissionsSaveAnswer): WizardOutcome<TeamMemberWizardContext> {
  const permissions = 'permissions' in answer ? answer.permissions : undefined;
  const record = context.record === null || permissions === undefined ? context.record : { ...context.record, permissions };
  return callDone(context, record, false);
}

function notificationsSaved(context: TeamMemberWizardContext, answer: NotificationsSaveAnswer): WizardOutcome<TeamMemberWizardContext> {
  const record = context.record !== null && Array.isArray(answer) ? { ...context.record, notifications: answer } : context.record;
  return callDone(context, record, false);
}

/**
 * The team member wizard ([team-wizard-steps]): Team Member, Permissions and Notifications. In
 * `add` mode (/addTeamMember/new) creating the member (with the default staff permissions,
 * [team-default-staff-permissions]) moves to Permissions, saving permissions to Notifications,
 * and finishing the notifications returns to /teamManagement; 'Add Another Team Member' (the
 * notifications step reports `addAnother`) saves the notifications and starts a new member.
 * /addTeamMember/{id} continues an added member at Permissions. In `edit` mode
 * (/editTeamMember/{id}) every tab opens and each Save stays, except the notifications, which
 * return to the list. A step's save is one or more calls: permissions and notifications add
 * what was switched on in one call and remove each switched-off entry by its id
 * ([team-permission-grant-call], [team-notification-calls]). Cancel returns to the list; the
 * screen asks first when something is unsaved ([team-permission-leave-confirm]).
 *
 * @example
 * const actor = createActor(createTeamMemberWizardMachine('add'), { input: { recordId: null } }).start();
 */
export function createTeamMemberWizardMachine(mode: TeamWizardMode) {
  const machineId = mode === 'add' ? 'teamMemberWizard' : 'teamMemberEditor';
  return setup({
    types: {
      context: {} as TeamMemberWizardContext,
      events: {} as WizardEvent,
      input: {} as WizardInput,
      emitted: {} as WizardEmitted,
    },
    actors: {
      loadRecord: notProvided<TeamMemberRecord, WizardLoadInput>('loadRecord'),
      'save:member': notProvided<MemberSaveAnswer, WizardSaveInput>('save:member'),
      'save:permissions': notProvided<PermissionsSaveAnswer, WizardSaveInput>('save:permissions'),
      'save:notifications': notProvided<NotificationsSaveAnswer, WizardSaveInput>('save:notifications'),
    },
    guards: {
      isNew: ({ context }) => context.recordId === null,
      hasErrors: ({ context }) => context.current === 'member' && Object.keys(memberStepErrors(context.data.member ?? {})).length > 0,
      asksAddAnother: ({ event }) => event.type === 'CHANGE' && event.step === 'notifications' && event.data.addAnother === true,
    },
    actions: {
      change: assign(({ context, event }) => {
        if (event.type !== 'CHANGE' || !isStep(event.step)) return {};
        const previous = context.data[event.step] ?? {};
        const next = event.step === 'member' ? applyRoleRules(event.data) : event.data;
        if (same(previous, next)) return {};
        return { data: { ...context.data, [event.step]: next }, errors: { ...context.errors, [event.step]: {} }, dirty: true };
      }),
      selectTab: assign(({ context, event }) => {
        if (event.type !== 'SELECT_TAB' || !isStep(event.step)) return {};
        return context.tabs.find((tab) => tab.id === event.step)?.enabled === true ? goTo(context, event.step) : {};
      }),
      cancel: emit({ type: 'navigate', to: teamListRoute }),
      showErrors: assign(({ context }) => ({ errors: { ...context.errors, member: memberStepErrors(context.data.member ?? {}) } })),
      startSave: enqueueActions(({ context, enqueue }) => {
        const outcome = startSave(context);
        enqueue.assign(() => outcome.context);
        for (const effect of outcome.effects) enqueue.emit(effect);
      }),
      startAddAnother: enqueueActions(({ context, event, enqueue }) => {
        if (event.type !== 'CHANGE') return;
        const { addAnother: _flag, ...data } = event.data;
        const next = { ...context, data: { ...context.data, notifications: data }, addingAnother: true };
        const outcome = startSave(next);
        enqueue.assign(() => ({ data: next.data, addingAnother: true, ...outcome.context }));
        for (const effect of outcome.effects) enqueue.emit(effect);
      }),
      closeDialog: assign({ dialog: null }),
      saveFailed: assign({ saving: false, pending: [], addingAnother: false }),
    },
  }).createMachine({
    id: machineId,
    context: ({ input }) => initialContext(input, mode),
    initial: 'start',
    states: {
      start: { always: [{ guard: 'isNew', target: 'ready' }, { target: 'loading' }] },
      loading: {
        invoke: {
          id: 'loadRecord',
          src: 'loadRecord',
          input: ({ context }) => ({ recordId: context.recordId ?? '' }),
          onDone: {
            target: 'ready',
            actions: assign(({ context, event }) => {
              const record = event.output;
              const loaded = { ...context, record, data: stepData(record, mode), loading: false };
              // /addTeamMember/{id} continues an added member at Permissions.
              return mode === 'add'
                ? goTo({ ...loaded, reached: ['member', 'permissions', 'notifications'] }, 'permissions')
                : goTo(loaded, loaded.startStep);
            }),
          },
          onError: { target: 'ready', actions: assign(({ context }) => view({ ...context, loading: false })) },
        },
      },
      ready: {
        on: {
          CHANGE: [{ guard: 'asksAddAnother', target: 'saving', actions: 'startAddAnother' }, { actions: 'change' }],
          SELECT_TAB: { actions: 'selectTab' },
          CANCEL: { actions: 'cancel' },
          BACK: { actions: 'cancel' },
          CLOSE_DIALOG: { actions: 'closeDialog' },
          SUBMIT: [{ guard: 'hasErrors', actions: 'showErrors' }, { target: 'saving', actions: 'startSave' }],
        },
      },
      saving: {
        initial: 'choose',
        states: {
          choose: {
            always: [
              // A step with no call to make (nothing switched) was saved at once.
              { guard: ({ context }) => !context.saving, target: '#' + machineId + '.ready' },
              { guard: ({ context }) => context.current === 'permissions', target: 'permissions' },
              { guard: ({ context }) => context.current === 'notifications', target: 'notifications' },
              { target: 'member' },
            ],
          },
          member: {
            invoke: {
              id: 'save:member',
              src: 'save:member',
              input: ({ context }) => saveInput(context),
              onDone: [
                {
                  // Another call of the step follows: invoked anew with it.
                  guard: ({ context }) => context.pending.length > 1,
                  target: 'member',
                  reenter: true,
                  actions: enqueueActions(({ context, event, enqueue }) => {
                    enqueue.assign(() => memberSaved(context, event.output).context);
                  }),
                },
                {
                  target: '#' + machineId + '.ready',
                  actions: enqueueActions(({ context, event, enqueue }) => {
                    const outcome = memberSaved(context, event.output);
                    enqueue.assign(() => outcome.context);
                    for (const effect of outcome.effects) enqueue.emit(effect);
                  }),
                },
              ],
              onError: { target: '#' + machineId + '.ready', actions: 'saveFailed' },
            },
          },
          permissions: {
            invoke: {
              id: 'save:permissions',
              src: 'save:permissions',
              input: ({ context }) => saveInput(context),
              onDone: [
                {
                  // Another call of the step follows: invoked anew with it.
                  guard: ({ context }) => context.pending.length > 1,
                  target: 'permissions',
                  reenter: true,
                  actions: enqueueActions(({ context, event, enqueue }) => {
                    enqueue.assign(() => permissionsSaved(context, event.output).context);
                  }),
                },
                {
                  target: '#' + machineId + '.ready',
                  actions: enqueueActions(({ context, event, enqueue }) => {
                    const outcome = permissionsSaved(context, event.output);
                    enqueue.assign(() => outcome.context);
                    for (const effect of outcome.effects) enqueue.emit(effect);
                  }),
                },
              ],
              onError: { target: '#' + machineId + '.ready', actions: 'saveFailed' },
            },
          },
          notifications: {
            invoke: {
              id: 'save:notifications',
              src: 'save:notifications',
              input: ({ context }) => saveInput(context),
              onDone: [
                {
                  // Another call of the step follows: invoked anew with it.
                  guard: ({ context }) => context.pending.length > 1,
                  target: 'notifications',
                  reenter: true,
                  actions: enqueueActions(({ context, event, enqueue }) => {
                    enqueue.assign(() => notificationsSaved(context, event.output).context);
                  }),
                },
                {
                  target: '#' + machineId + '.ready',
                  actions: enqueueActions(({ context, event, enqueue }) => {
                    const outcome = notificationsSaved(context, event.output);
                    enqueue.assign(() => outcome.context);
                    for (const effect of outcome.effects) enqueue.emit(effect);
                  }),
                },
              ],
              onError: { target: '#' + machineId + '.ready', actions: 'saveFailed' },
            },
          },
        },
      },
    },
  });
}

/** The add flow's machine (registry name `teamMemberWizard`). */
export const teamMemberWizardMachine = createTeamMemberWizardMachine('add');
/** The edit flow's machine (registry name `teamMemberEditor`). */
export const teamMemberEditorMachine = createTeamMemberWizardMachine('edit');
