import type { AnyStateMachine } from 'xstate';

/**
 * How the registry holds a wizard's machine: a loader, so that a machine's code is fetched with the
 * wizard that runs it and not with the Welcome screen.
 *
 * @example
 * const userWizard: MachineLoader = () => import('../machines/userWizard/userWizardMachine').then((module) => module.userWizardMachine);
 */
export type MachineLoader = () => Promise<AnyStateMachine>;
