// The contract between a wizard screen (`kind: wizard` in specs/screens, runtime/wizard) and the
// machine its spec names. The machine decides everything a user can see change: which tabs are
// open, which step is shown, which buttons it has, what each step holds, when to save and where
// to go afterwards. It loads and saves by invoking actors the screen provides
// (`machine.provide({ actors: wizardActors })`, like the session machine's), and tells the screen
// to show a toast or open a route by emitting events; the screen renders its context and sends
// its user events. So every wizard's behaviour can be tested without React, with fake actors.
import { fromPromise } from 'xstate';

/** Which record a wizard opens: the route's id, or null for `new`. */
export interface WizardInput {
  /** The route's record id; null when the route says `new`. */
  recordId: string | null;
  /** The query string without `?` (when the spec sets `tabQuery`), e.g. `procedure`. */
  query?: string;
  /** Unix milliseconds now; injected so that date rules are testable. */
  now?: () => number;
}

/** One tab and whether the user may open it. */
export interface WizardTab {
  id: string;
  enabled: boolean;
}

/** The buttons a step may show, in the order the machine lists them. */
export type WizardButton = 'cancel' | 'back' | 'next' | 'save';

/** What the `loadRecord` actor is given: the record the route names (the spec's `load`). */
export interface WizardLoadInput {
  recordId: string;
}

/**
 * A step's data as its form or step component holds it, field name → value: a wizard's steps are
 * forms named by its spec (specs/forms), so what each holds is known to that form's schema at run
 * time, not to a type here. Also the body a step sends to the operation its spec names.
 */
export type StepData = Readonly<Record<string, unknown>>;

/**
 * What a step's save actor (`save:<step id>`, {@link wizardSaveActor}) is given: one call the
 * screen makes with the step's `submit.create` or `submit.update` operation.
 */
export interface WizardSaveInput {
  /** `create` calls the step's `submit.create`, `update` its `submit.update` with path `id`. */
  mode: 'create' | 'update';
  id?: string | number;
  body: StepData;
  /** The step's data as its form shows it (the screen uploads the pictures it holds after a create). */
  data: StepData;
}

/** The name of the actor that saves `step`: the screen provides one per step of its spec. */
export function wizardSaveActor<Step extends string>(step: Step): `save:${Step}` {
  return `save:${step}`;
}

/** The name of the actor that loads the record: the screen provides it from the spec's `load`. */
export const wizardLoadActor = 'loadRecord';

/**
 * What a wizard machine asks the screen to do once, as emitted events (`actor.on(type, …)`): show a
 * toast (a message key of specs/catalog/messages.yaml) or open a route of the portal.
 */
export type WizardEmitted = { type: 'toast'; message: string; kind: 'success' | 'error' } | { type: 'navigate'; to: string };

/** A dialog the user must close (OK), e.g. a rule the save broke; title and message are message keys. */
export interface WizardDialog {
  title: string;
  message: string;
}

/** What every wizard machine keeps in its context; a machine may keep more. */
export interface WizardContext {
  recordId: string | null;
  /** The step shown. */
  current: string;
  tabs: WizardTab[];
  buttons: WizardButton[];
  /** Each step's data, as its form or component shows it. */
  data: Record<string, StepData>;
  /** Message keys by field path, for each step (rules the machine checks). */
  errors: Record<string, Record<string, string>>;
  /** True while something typed is not saved; the runtime then asks before leaving. */
  dirty: boolean;
  /** True until the record has loaded (always false for `new`). */
  loading: boolean;
  /** True while a save runs. */
  saving: boolean;
  dialog: WizardDialog | null;
}

/** The events every wizard machine understands: what the user does. */
export type WizardEvent =
  | { type: 'CHANGE'; step: string; data: StepData }
  | { type: 'SELECT_TAB'; step: string }
  | { type: 'CANCEL' }
  | { type: 'BACK' }
  /** The user pressed Next or Save and the step's form is valid. */
  | { type: 'SUBMIT' }
  | { type: 'CLOSE_DIALOG' };

/** What a save or load changes: the context, and what the screen is told to do once. */
export interface WizardOutcome<Context> {
  context: Partial<Context>;
  effects: WizardEmitted[];
}

/**
 * A placeholder for an actor the screen must provide: the machine is pure, so it cannot call the
 * middleware itself; a test provides a fake.
 *
 * @example
 * actors: { loadRecord: notProvided<UserRecord, WizardLoadInput>('loadRecord') }
 */
export function notProvided<Output, Input>(name: string) {
  return fromPromise<Output, Input>(() => Promise.reject(new Error(`The wizard's "${name}" actor was not provided`)));
}
