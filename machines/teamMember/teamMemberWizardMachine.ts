import { assign, setup } from 'xstate';
import type { WizardButton, WizardContext, WizardEvent, WizardInput } from '../wizard/wizardContract';
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
  /** The calls of the step being saved that are still to make, after the one under way. */
  pending: SaveCall[];
  /** True when the notifications being saved were asked by 'Add Another Team Member'. */
  addingAnother: boolean;
  /** The tab an edited member opens at: `?permissions` or `?notifications` in the address. */
  startStep: TeamMemberStep;
  seq: number;
}

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
    submit: null,
    navigate: null,
    toast: null,
    dialog: null,
    mode,
    record: null,
    reached: ['member'],
    pending: [],
    addingAnother: false,
    startStep: teamMemberSteps.find((step) => step !== 'member' && (input.query ?? '').includes(step)) ?? 'member',
    seq: 0,
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
function startSave(context: TeamMemberWizardContext): Partial<TeamMemberWizardContext> {
  const [first, ...rest] = stepCalls(context);
  if (first === undefined) return stepSaved(context);
  const seq = context.seq + 1;
  return { saving: true, pending: rest, seq, submit: { step: context.current, mode: first.mode, ...(first.id === undefined ? {} : { id: first.id }), body: first.body, seq } };
}

/** The record after one answer of `step`'s calls. */
function recordAfter(context: TeamMemberWizardContext, step: string, answer: unknown): TeamMemberRecord | null {
  if (step === 'member') return answer as TeamMemberRecord;
  if (context.record === null) return null;
  if (step === 'permissions') {
    const permissions = (answer as { permissions?: TeamMemberRecord['permissions'] } | null)?.permissions;
    return permissions === undefined ? context.record : { ...context.record, permissions };
  }
  return Array.isArray(answer) ? { ...context.record, notifications: answer as TeamMemberRecord['notifications'] } : context.record;
}

/** Everything a step's calls are done: where the wizard goes next. */
function stepSaved(context: TeamMemberWizardContext): Partial<TeamMemberWizardContext> {
  const seq = context.seq + 1;
  const base = { saving: false, submit: null, pending: [], dirty: false, seq, toast: { message: 'success', kind: 'success' as const, seq } };
  const step = context.current;
  if (step === 'notifications') {
    if (context.addingAnother) {
      // 'Add Another Team Member' saved the notifications; the form starts again ([team-add-another]).
      return { ...initialContext({ recordId: null }, 'add'), ...base, navigate: { to: '/addTeamMember/new', seq } };
    }
    return { ...base, navigate: { to: teamListRoute, seq } };
  }
  if (context.mode === 'edit') return view({ ...context, ...base });
  // Adding: the member moves on to Permissions, Permissions on to Notifications
  // ([team-wizard-create-step], [team-wizard-permissions-step]).
  return goTo({ ...context, ...base }, step === 'member' ? 'permissions' : 'notifications');
}

function saved(context: TeamMemberWizardContext, step: string, answer: unknown): Partial<TeamMemberWizardContext> {
  const record = recordAfter(context, step, answer);
  const created = step === 'member' && context.recordId === null && record !== null;
  const recordId = created ? String(record.id) : context.recordId;
  let next: TeamMemberWizardContext = { ...context, record, recordId };
  if (step === 'member' && record !== null) {
    next = { ...next, data: { ...stepData(record, context.mode), member: { ...memberStepData(record) } } };
  }
  const [following, ...rest] = context.pending;
  if (following !== undefined) {
    const seq = context.seq + 1;
    return { ...next, pending: rest, seq, submit: { step, mode: following.mode, ...(following.id === undefined ? {} : { id: following.id }), body: following.body, seq } };
  }
  const done: TeamMemberWizardContext = { ...next, ...stepSaved(next) };
  if (!created) return done;
  // The address names the new member, so that a reload continues with it.
  const seq = done.seq + 1;
  return { ...done, seq, navigate: { to: `/addTeamMember/${String(record.id)}`, seq } };
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
  return setup({
    types: {
      context: {} as TeamMemberWizardContext,
      events: {} as WizardEvent,
      input: {} as WizardInput,
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
      cancel: assign(({ context }) => ({ navigate: { to: teamListRoute, seq: context.seq + 1 }, seq: context.seq + 1 })),
      showErrors: assign(({ context }) => ({ errors: { ...context.errors, member: memberStepErrors(context.data.member ?? {}) } })),
      startSave: assign(({ context }) => startSave(context)),
      startAddAnother: assign(({ context, event }) => {
        if (event.type !== 'CHANGE') return {};
        const { addAnother: _flag, ...data } = event.data;
        const next = { ...context, data: { ...context.data, notifications: data }, addingAnother: true };
        return { ...next, ...startSave(next) };
      }),
      saved: assign(({ context, event }) => (event.type === 'SAVED' ? saved(context, event.step, event.answer) : {})),
      closeDialog: assign({ dialog: null }),
    },
  }).createMachine({
    id: mode === 'add' ? 'teamMemberWizard' : 'teamMemberEditor',
    context: ({ input }) => initialContext(input, mode),
    initial: 'start',
    states: {
      start: { always: [{ guard: 'isNew', target: 'ready' }, { target: 'loading' }] },
      loading: {
        on: {
          LOADED: {
            target: 'ready',
            actions: assign(({ context, event }) => {
              const record = event.record as TeamMemberRecord;
              const loaded = { ...context, record, data: stepData(record, mode), loading: false };
              // /addTeamMember/{id} continues an added member at Permissions.
              return mode === 'add'
                ? goTo({ ...loaded, reached: ['member', 'permissions', 'notifications'] }, 'permissions')
                : goTo(loaded, loaded.startStep);
            }),
          },
          LOAD_FAILED: { target: 'ready', actions: assign(({ context }) => view({ ...context, loading: false })) },
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
        always: { guard: ({ context }) => !context.saving, target: 'ready' },
        on: {
          SAVED: { actions: 'saved' },
          SAVE_FAILED: { target: 'ready', actions: assign({ saving: false, pending: [], submit: null, addingAnother: false }) },
        },
      },
    },
  });
}

/** The add flow's machine (registry name `teamMemberWizard`). */
export const teamMemberWizardMachine = createTeamMemberWizardMachine('add');
/** The edit flow's machine (registry name `teamMemberEditor`). */
export const teamMemberEditorMachine = createTeamMemberWizardMachine('edit');
