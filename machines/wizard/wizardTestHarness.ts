// Drives a wizard machine alone, with fake actors in place of the screen's calls: QA and the
// machines' tests load a record, answer or fail each save call, and read what the machine emitted.
import { createActor, fromPromise, type AnyActorLogic, type AnyStateMachine } from 'xstate';
import {
  wizardLoadActor,
  wizardSaveActor,
  type WizardContext,
  type WizardEmitted,
  type WizardEvent,
  type WizardInput,
  type WizardLoadInput,
  type WizardSaveInput,
} from './wizardContract';

/** A call the machine made that the test has not answered yet. */
interface PendingCall {
  /** `load`, or the step whose save actor was invoked. */
  step: string;
  input: WizardSaveInput | WizardLoadInput;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** One save call as the machine asked it: the step and the actor's input. */
export type AskedSave = { step: string } & WizardSaveInput;

/** Lets the machine's promise actors settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Starts `machine` with fake `loadRecord` and `save:<step>` actors (one per `steps`) whose calls
 * wait for the test.
 *
 * @example
 * const wizard = startWizard<UserWizardContext>(userWizardMachine, userSteps, { recordId: '12' });
 * await wizard.load(record);
 * wizard.send({ type: 'SUBMIT' });
 * expect(wizard.submit()).toMatchObject({ step: 'user', mode: 'update' });
 * await wizard.answer('user', record);
 */
export function startWizard<Context extends WizardContext>(machine: AnyStateMachine, steps: readonly string[], input: WizardInput) {
  const pending: PendingCall[] = [];
  const asked: AskedSave[] = [];
  const emitted: WizardEmitted[] = [];
  const waiting = (step: string) =>
    fromPromise<unknown, WizardSaveInput | WizardLoadInput>(
      ({ input: given }) =>
        new Promise((resolve, reject) => {
          if ('mode' in given) asked.push({ step, ...given });
          pending.push({ step, input: given, resolve, reject });
        }),
    );
  const entries: [string, AnyActorLogic][] = [[wizardLoadActor, waiting('load')], ...steps.map((step): [string, AnyActorLogic] => [wizardSaveActor(step), waiting(step)])];
  const actors: Record<string, AnyActorLogic> = Object.fromEntries(entries);
  const actor = createActor(machine.provide({ actors }), { input });
  actor.on('*', (event: WizardEmitted) => emitted.push(event));
  actor.start();

  const take = (step: string) => {
    const index = pending.findIndex((call) => call.step === step);
    return index < 0 ? undefined : pending.splice(index, 1)[0];
  };
  const last = <Type extends WizardEmitted['type']>(type: Type) =>
    emitted.filter((event): event is Extract<WizardEmitted, { type: Type }> => event.type === type).at(-1) ?? null;

  return {
    actor,
    send: (event: WizardEvent) => actor.send(event),
    /** The machine's snapshot now (its state `value` and context). */
    getSnapshot: () => actor.getSnapshot() as { value: unknown; context: Context },
    /** The machine's context now. */
    context: (): Context => (actor.getSnapshot() as { context: Context }).context,
    /** The save call under way (not answered yet), or null. */
    submit: (): AskedSave | null => {
      const call = pending.find((candidate) => candidate.step !== 'load');
      return call === undefined || !('mode' in call.input) ? null : { step: call.step, ...call.input };
    },
    /** Every save call the machine made, in order. */
    asked,
    /** What the machine emitted, in order. */
    emitted,
    /** The last route the machine asked for, or null. */
    navigate: () => last('navigate'),
    /** The last toast the machine asked for, or null. */
    toast: () => last('toast'),
    /** Answers the record load. */
    load: async (record: unknown) => {
      take('load')?.resolve(record);
      await settle();
    },
    /** Fails the record load. */
    failLoad: async () => {
      take('load')?.reject(new Error('load failed'));
      await settle();
    },
    /** Answers the oldest save call of `step` (none waiting: nothing happens). */
    answer: async (step: string, answer: unknown) => {
      take(step)?.resolve(answer);
      await settle();
    },
    /** Fails the oldest save call of `step`. */
    fail: async (step: string) => {
      take(step)?.reject(new Error('save failed'));
      await settle();
    },
  };
}

/** A started wizard of {@link startWizard}. */
export type WizardHarness<Context extends WizardContext> = ReturnType<typeof startWizard<Context>>;
