import { describe, expect, it } from 'vitest';
import { createConnectionGate } from './createConnectionGate';

function gateAt(start = 0) {
  const time = { now: start };
  const gate = createConnectionGate(() => time.now, { minMs: 250, maxMs: 1_000 });
  return { gate, time };
}

describe('createConnectionGate (issue 25 finding 4: no backlog during a database outage)', () => {
  it('lets every call try while connections open', () => {
    const { gate } = gateAt();
    const first = gate.enter();
    const second = gate.enter();
    expect(first && second).toBeTruthy();
    first?.connected();
    second?.connected();
    expect(gate.isClosed()).toBe(false);
  });

  it('refuses calls at once after a failed connection, lets one probe through after the pause, and opens on its success', () => {
    const { gate, time } = gateAt();
    gate.enter()?.failed();
    expect(gate.enter()).toBeUndefined();
    time.now = 249;
    expect(gate.enter()).toBeUndefined();
    time.now = 250;
    const probe = gate.enter();
    expect(probe).toBeDefined();
    // While the probe is out, every other call is still refused.
    expect(gate.enter()).toBeUndefined();
    probe?.connected();
    expect(gate.isClosed()).toBe(false);
    expect(gate.enter()).toBeDefined();
  });

  it('doubles the pause after each failed probe, up to the maximum, and starts again from the minimum once open', () => {
    const { gate, time } = gateAt();
    gate.enter()?.failed();
    /** The first moment (in 10 ms steps) a probe is let through, which then ends as told. */
    const probeAt = (ends: 'failed' | 'connected') => {
      let probe = gate.enter();
      while (!probe) {
        time.now += 10;
        probe = gate.enter();
      }
      probe[ends]();
      return time.now;
    };
    expect(probeAt('failed')).toBe(250);
    expect(probeAt('failed')).toBe(750);
    expect(probeAt('failed')).toBe(1_750);
    expect(probeAt('failed')).toBe(2_750);
    expect(probeAt('connected')).toBe(3_750);
    gate.enter()?.failed();
    expect(probeAt('connected')).toBe(4_000);
  });

  it('does not reopen on a connection that began before the gate closed', () => {
    const { gate, time } = gateAt();
    const early = gate.enter();
    gate.enter()?.failed();
    early?.connected();
    expect(gate.isClosed()).toBe(true);
    time.now = 250;
    expect(gate.enter()).toBeDefined();
  });

  it('stays open when a call only timed out waiting for a busy pool, and lets the next call probe when a probe ends so', () => {
    const { gate, time } = gateAt();
    gate.enter()?.inconclusive();
    expect(gate.isClosed()).toBe(false);
    gate.enter()?.failed();
    time.now = 250;
    gate.enter()?.inconclusive();
    expect(gate.isClosed()).toBe(false);
    expect(gate.enter()).toBeDefined();
  });
});
