import { assign, setup } from 'xstate';
import { administratorPermission, togglePermission } from '../../domain/teamMember/permissionCascade';

/** What the switches start from. */
export interface PermissionSwitchesInput {
  /** Every switch, in the order shown (permission names). */
  all: readonly string[];
  /** The member's permissions now. */
  granted: readonly string[];
  /** How many other members of the practice are administrators. */
  otherAdministrators: number;
  /** False when the user may not switch permissions ([team-permission-fields-disabled]). */
  editable: boolean;
}

export interface PermissionSwitchesContext extends PermissionSwitchesInput {
  /** Message key of a refused switch ('lastAdministrator'), until the next switch. */
  refusal: string | null;
}

export type PermissionSwitchesEvent =
  | { type: 'TOGGLE'; permission: string; on: boolean }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'RESET'; granted: readonly string[]; otherAdministrators: number; editable: boolean };

/**
 * The permission switches of a team member: each switch cascades through
 * {@link togglePermission}; turning Administrator off first asks 'Are you sure?' (state
 * `confirmingAdministratorOff`, Confirm or Cancel, [permission-administrator-off-confirm]) and is
 * refused with 'This practice must have at least one administrator.' when no other member of the
 * practice is one ([permission-last-administrator]). Nothing switches when `editable` is false
 * ([team-permission-fields-disabled]).
 *
 * @example
 * const actor = createActor(permissionSwitchesMachine, { input: { all, granted: [], otherAdministrators: 1, editable: true } }).start();
 * actor.send({ type: 'TOGGLE', permission: 'addStaff', on: true });
 */
export const permissionSwitchesMachine = setup({
  types: {
    context: {} as PermissionSwitchesContext,
    events: {} as PermissionSwitchesEvent,
    input: {} as PermissionSwitchesInput,
  },
  guards: {
    editable: ({ context }) => context.editable,
    turnsAdministratorOff: ({ event }) => event.type === 'TOGGLE' && event.permission === administratorPermission && !event.on,
    lastAdministrator: ({ context }) => context.otherAdministrators < 1,
  },
  actions: {
    toggle: assign(({ context, event }) =>
      event.type === 'TOGGLE' ? { granted: togglePermission(context.granted, event.permission, event.on, context.all), refusal: null } : {},
    ),
    removeAdministrator: assign(({ context }) => ({
      granted: togglePermission(context.granted, administratorPermission, false, context.all),
      refusal: null,
    })),
    refuseLastAdministrator: assign({ refusal: 'lastAdministrator' }),
    reset: assign(({ event }) =>
      event.type === 'RESET'
        ? { granted: event.granted, otherAdministrators: event.otherAdministrators, editable: event.editable, refusal: null }
        : {},
    ),
  },
}).createMachine({
  id: 'permissionSwitches',
  context: ({ input }) => ({ ...input, refusal: null }),
  initial: 'editing',
  on: { RESET: { target: '.editing', actions: 'reset' } },
  states: {
    editing: {
      on: {
        TOGGLE: [
          { guard: ({ context }) => !context.editable },
          { guard: 'turnsAdministratorOff', target: 'confirmingAdministratorOff' },
          { actions: 'toggle' },
        ],
      },
    },
    confirmingAdministratorOff: {
      tags: ['confirm'],
      on: {
        CONFIRM: [
          { guard: 'lastAdministrator', target: 'editing', actions: 'refuseLastAdministrator' },
          { target: 'editing', actions: 'removeAdministrator' },
        ],
        CANCEL: 'editing',
      },
    },
  },
});
