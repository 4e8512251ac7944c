import { assign, setup } from 'xstate';

/** Hidden this long, the dashboard's tab title starts to flash ([rtm-tab-title-flash]). */
export const flashAfterHiddenMs = 480_000;
/** The flash's interval ([rtm-tab-title-flash]). */
export const flashIntervalMs = 1_000;

export type TitleFlashEvent = { type: 'HIDDEN' } | { type: 'VISIBLE' };

/**
 * The dashboard tab's title flash ([rtm-tab-title-flash]): once the tab has been hidden 8 minutes,
 * `alerting` toggles every second (the screen shows the alert title while it is true) until the
 * tab is shown again. Timed by XState delays, so a simulated clock drives it in tests.
 *
 * @example
 * const flash = createActor(titleFlashMachine).start();
 * flash.send({ type: 'HIDDEN' }); // 8 minutes later, context.alerting starts to toggle
 */
export const titleFlashMachine = setup({
  types: {
    context: {} as { alerting: boolean },
    events: {} as TitleFlashEvent,
  },
  delays: { hiddenLongEnough: flashAfterHiddenMs, flashInterval: flashIntervalMs },
  actions: {
    toggle: assign({ alerting: ({ context }) => !context.alerting }),
    stopAlerting: assign({ alerting: false }),
  },
}).createMachine({
  id: 'titleFlash',
  context: { alerting: false },
  initial: 'visible',
  states: {
    visible: {
      entry: 'stopAlerting',
      on: { HIDDEN: 'hidden' },
    },
    hidden: {
      on: { VISIBLE: 'visible' },
      after: { hiddenLongEnough: 'flashing' },
    },
    flashing: {
      entry: 'toggle',
      on: { VISIBLE: 'visible' },
      after: { flashInterval: { target: 'flashing', reenter: true } },
    },
  },
});
