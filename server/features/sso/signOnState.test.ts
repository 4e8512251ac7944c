import { describe, expect, it } from 'vitest';
import { createManualClock } from '../../clock/createManualClock';
import { createSignOnStates, signOnLifetimeMs } from './signOnState';

const clock = createManualClock(new Date('2026-03-01T10:00:00Z'));
const states = createSignOnStates('secret', clock);

describe('createSignOnStates', () => {
  it('reads back the user and nonce of a state it issued', () => {
    const issued = states.issue('surgeon');
    expect(states.read(issued.state)).toEqual({ username: 'surgeon', nonce: issued.nonce });
    expect(states.issue('surgeon').nonce).not.toBe(issued.nonce);
  });

  it('refuses a state signed with another secret, a tampered one and garbage', () => {
    const { state } = createSignOnStates('other', clock).issue('surgeon');
    expect(states.read(state)).toBeUndefined();
    const [, signature] = states.issue('surgeon').state.split('.');
    const forged = Buffer.from(JSON.stringify({ username: 'admin', nonce: 'n', expiresAt: Date.now() * 2 })).toString('base64url');
    expect(states.read(`${forged}.${signature}`)).toBeUndefined();
    expect(states.read('not-a-state')).toBeUndefined();
  });

  it('refuses a state older than the sign-on lifetime', () => {
    const { state } = states.issue('surgeon');
    clock.advance(signOnLifetimeMs + 1);
    expect(states.read(state)).toBeUndefined();
  });
});
