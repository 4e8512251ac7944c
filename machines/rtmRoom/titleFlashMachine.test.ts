import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { constants } from '../../src/generated/catalog';
import { flashAfterHiddenMs, flashIntervalMs, titleFlashMachine } from './titleFlashMachine';

function startFlash() {
  const clock = new SimulatedClock();
  const actor = createActor(titleFlashMachine, { clock }).start();
  return { clock, actor, alerting: () => actor.getSnapshot().context.alerting };
}

describe('the dashboard tab title flash', () => {
  it('[rtm-tab-title-flash] times itself by the catalogue constants', () => {
    expect([flashAfterHiddenMs, flashIntervalMs]).toEqual([constants.rtmTitleFlashAfterHiddenMs, constants.rtmTitleFlashIntervalMs]);
  });

  it('[rtm-tab-title-flash] starts after the tab has been hidden 480000 ms and toggles every 1000 ms', () => {
    const flash = startFlash();
    flash.actor.send({ type: 'HIDDEN' });
    flash.clock.increment(479_999);
    expect(flash.alerting()).toBe(false);
    flash.clock.increment(1);
    expect(flash.alerting()).toBe(true);
    flash.clock.increment(999);
    expect(flash.alerting()).toBe(true);
    flash.clock.increment(1);
    expect(flash.alerting()).toBe(false);
    flash.clock.increment(1_000);
    expect(flash.alerting()).toBe(true);
  });

  it('[rtm-tab-title-flash] stops when the tab is shown, and a shorter absence does not flash', () => {
    const flash = startFlash();
    flash.actor.send({ type: 'HIDDEN' });
    flash.clock.increment(480_000);
    flash.actor.send({ type: 'VISIBLE' });
    expect(flash.alerting()).toBe(false);
    flash.actor.send({ type: 'HIDDEN' });
    flash.clock.increment(300_000);
    flash.actor.send({ type: 'VISIBLE' });
    flash.actor.send({ type: 'HIDDEN' });
    flash.clock.increment(300_000);
    expect(flash.alerting()).toBe(false);
  });
});
