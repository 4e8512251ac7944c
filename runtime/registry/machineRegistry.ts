import type { AnyStateMachine } from 'xstate';
import { Registry } from './Registry';

/** XState machines by registry name; registered by the app at startup like custom screens. */
export const machineRegistry = new Registry<AnyStateMachine>('machine');

/**
 * Registers a machine under its `specs/catalog/registry.yaml` name.
 *
 * @example
 * registerMachine('session', sessionMachine);
 */
export function registerMachine(name: string, machine: AnyStateMachine): void {
  machineRegistry.register(name, machine);
}

/** The machine a spec names; throws naming the spec and the nearest name when unknown. */
export function resolveMachine(name: string, spec: string): AnyStateMachine {
  return machineRegistry.resolve(name, { spec });
}
