import { describe, expect, it } from 'vitest';
import { message } from '../../src/generated/catalog';
import { syncButton, type SyncFacts } from './syncLabel';

const loggedOut: SyncFacts = { logged_in: false, pc_serial_number: '500001', in_session: false, pc_active_elsewhere: false };
const text = (facts: SyncFacts) => {
  const button = syncButton(facts);
  return [message(button.label), button.enabled];
};

describe('syncButton', () => {
  it('[remote-login-sync-labels] labels the action Sync Patient ID, Cancel Sync, Sync Unavailable or Cancel Unavailable', () => {
    expect(text(loggedOut)).toEqual(['Sync Patient ID', true]);
    expect(text({ ...loggedOut, logged_in: true })).toEqual(['Cancel Sync', true]);
    // no PortableConnect on the profile, or its PC logged in with another patient profile
    expect(text({ ...loggedOut, pc_serial_number: null })).toEqual(['Sync Unavailable', false]);
    expect(text({ ...loggedOut, pc_active_elsewhere: true })).toEqual(['Sync Unavailable', false]);
    // logged in and in a session on the PC
    expect(text({ ...loggedOut, logged_in: true, in_session: true })).toEqual(['Cancel Unavailable', false]);
  });
});
