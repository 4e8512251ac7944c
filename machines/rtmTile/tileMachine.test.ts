import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { RtmTile } from '../../domain/rtmTile/rtmTile';
import { interactionTypeFor, tileMachine, type TileEvent, type TileReport } from './tileMachine';
import {
  interactionRequest,
  joined,
  painHigh,
  patientLeave,
  sessionComplete,
  simulatedClock,
  tileFixture,
  update,
} from './tileMachineFixture';

/** A tile actor alone on a simulated clock, with every report it emits. */
function startTile(patch: Partial<RtmTile> = {}) {
  const { clock, now } = simulatedClock();
  const actor = createActor(tileMachine, { input: { tile: tileFixture(patch), now }, clock }).start();
  const reports: TileReport[] = [];
  actor.on('*', (report) => reports.push(report));
  return {
    clock,
    reports,
    send: (event: TileEvent) => actor.send(event),
    tile: () => actor.getSnapshot().context.tile,
    hasLeft: () => actor.getSnapshot().status === 'done',
    callActive: () => actor.getSnapshot().context.callActive,
  };
}

describe('the RTM tile machine', () => {
  it('[rtm-new-patient] a joined patient starts ANSWERED with 0 call attempts', () => {
    const tile = startTile();
    tile.send({ type: 'PUSH', push: joined(tileFixture({ status: 'PENDING_INTERACTION', call_attempts: 3 })) });
    expect(tile.tile()).toMatchObject({ status: 'ANSWERED', call_attempts: 0 });
  });

  it('[rtm-answered-to-pending] an ANSWERED tile turns PENDING_INTERACTION when next_interaction passes, not before', () => {
    const tile = startTile();
    tile.clock.increment(5 * 60_000 - 1);
    expect(tile.tile().status).toBe('ANSWERED');
    tile.clock.increment(1);
    expect(tile.tile().status).toBe('PENDING_INTERACTION');
  });

  it('[rtm-answered-to-pending] a pushed next_interaction restarts the timer on the new time', () => {
    const tile = startTile();
    tile.clock.increment(60_000);
    tile.send({ type: 'PUSH', push: update(7, { next_interaction: '2026-03-02T10:10:00Z' }) });
    tile.clock.increment(5 * 60_000);
    expect(tile.tile().status).toBe('ANSWERED');
    tile.clock.increment(4 * 60_000);
    expect(tile.tile().status).toBe('PENDING_INTERACTION');
  });

  it('[rtm-answered-to-pending] a next_interaction weeks away waits on a real clock instead of re-timing itself every millisecond', async () => {
    // setTimeout takes a delay over 2^31 - 1 ms (24.8 days) as 1 ms: the tile would wake at once,
    // find the time not yet due and start again, over and over, for as long as it shows.
    const weeksAway = new Date(Date.now() + 40 * 24 * 3_600_000).toISOString();
    const actor = createActor(tileMachine, { input: { tile: tileFixture({ next_interaction: weeksAway }), now: () => Date.now() } }).start();
    let wakes = 0;
    const watching = actor.subscribe(() => {
      wakes += 1;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    watching.unsubscribe();
    actor.stop();
    expect(wakes).toBe(0);
    expect(actor.getSnapshot().context.tile.status).toBe('ANSWERED');
  });

  it('[rtm-answered-to-pending] a tile that is not ANSWERED keeps its status when next_interaction passes', () => {
    const tile = startTile({ status: 'INTERACTION_REQUESTED' });
    tile.clock.increment(10 * 60_000);
    expect(tile.tile().status).toBe('INTERACTION_REQUESTED');
  });

  it('[rtm-interaction-request-push] an interaction request sets INTERACTION_REQUESTED and adds one call attempt', () => {
    const tile = startTile({ call_attempts: 1 });
    tile.send({ type: 'PUSH', push: interactionRequest(7) });
    expect(tile.tile()).toMatchObject({ status: 'INTERACTION_REQUESTED', call_attempts: 2 });
  });

  it('[rtm-call-required-sticky] an interaction request on a CALL_REQUIRED tile leaves it CALL_REQUIRED', () => {
    const tile = startTile({ status: 'CALL_REQUIRED', pain_level: 9 });
    tile.send({ type: 'PUSH', push: interactionRequest(7) });
    expect(tile.tile()).toMatchObject({ status: 'CALL_REQUIRED', call_attempts: 1 });
  });

  it('[rtm-snooze-push] a snoozed interaction request closes the call window and changes nothing else', () => {
    const tile = startTile();
    tile.send({ type: 'PUSH', push: interactionRequest(7, true) });
    expect(tile.tile()).toMatchObject({ status: 'ANSWERED', call_attempts: 0 });
    expect(tile.reports).toEqual([{ type: 'closeCallWindow', patientId: 7 }]);
  });

  it('[rtm-pain-high-push] [rtm-pain-forces-call-required] a pain-high push sets pain 10 and CALL_REQUIRED', () => {
    const tile = startTile();
    tile.send({ type: 'PUSH', push: painHigh(7) });
    expect(tile.tile()).toMatchObject({ pain_level: 10, status: 'CALL_REQUIRED' });
  });

  it('[rtm-pain-forces-call-required] an update with pain 8 forces CALL_REQUIRED; pain 7 does not', () => {
    const calm = startTile();
    calm.send({ type: 'PUSH', push: update(7, { pain_level: 7 }) });
    expect(calm.tile().status).toBe('ANSWERED');
    const hurting = startTile();
    hurting.send({ type: 'PUSH', push: update(7, { pain_level: 8 }) });
    expect(hurting.tile().status).toBe('CALL_REQUIRED');
  });

  it('[rtm-patient-update-push] an update merges the pushed fields and keeps the rest', () => {
    const tile = startTile();
    tile.send({ type: 'PUSH', push: update(7, { patient_adherence: 60, sequence: 4 }) });
    expect(tile.tile()).toMatchObject({ patient_adherence: 60, sequence: 4, first_name: 'Ada', pain_level: 2 });
  });

  it('[rtm-session-complete-push] [rtm-complete-closes-call] a completed session with a note required stays COMPLETE and closes the call window', () => {
    const tile = startTile({ note_required: true });
    tile.send({ type: 'PUSH', push: sessionComplete(7) });
    expect(tile.tile().status).toBe('COMPLETE');
    expect(tile.hasLeft()).toBe(false);
    expect(tile.reports).toContainEqual({ type: 'closeCallWindow', patientId: 7 });
  });

  it('[rtm-complete-removal] a completed session without a note required leaves the dashboard', () => {
    const tile = startTile();
    tile.send({ type: 'PUSH', push: sessionComplete(7) });
    expect(tile.hasLeft()).toBe(true);
    expect(tile.reports).toContainEqual({ type: 'left', patientId: 7 });
  });

  it('[rtm-complete-not-in-session] a patient not in session with a session_start only has session_start cleared', () => {
    const tile = startTile({ patient_not_in_session: true });
    tile.send({ type: 'PUSH', push: sessionComplete(7) });
    expect(tile.hasLeft()).toBe(false);
    expect(tile.tile()).toMatchObject({ session_start: null, status: 'ANSWERED' });
  });

  it('[rtm-patient-leave-push] a patient-leave push removes the tile', () => {
    const tile = startTile();
    tile.send({ type: 'PUSH', push: patientLeave(7) });
    expect(tile.hasLeft()).toBe(true);
    expect(tile.reports).toEqual([{ type: 'left', patientId: 7 }]);
  });

  it('[rtm-click-complete-clears] clicking a COMPLETE tile clears it', () => {
    const tile = startTile({ status: 'COMPLETE', note_required: true });
    tile.send({ type: 'CLICK' });
    expect(tile.reports).toEqual([
      { type: 'cleared', patientId: 7 },
      { type: 'left', patientId: 7 },
    ]);
    expect(tile.hasLeft()).toBe(true);
  });

  it('[rtm-click-complete-note-required] clicking a COMPLETE tile after a call that needs a note warns and keeps it', () => {
    const tile = startTile({ status: 'COMPLETE', call_established: true, note_required: true });
    tile.send({ type: 'CLICK' });
    expect(tile.reports).toEqual([{ type: 'notice', patientId: 7, message: 'rtmClearSessionNeedsNote' }]);
    expect(tile.hasLeft()).toBe(false);
  });

  it.each(['PENDING_INTERACTION', 'INTERACTION_REQUESTED', 'CALL_REQUIRED'] as const)(
    '[rtm-click-starts-call] clicking a %s tile starts a call',
    (status) => {
      const tile = startTile({ status });
      tile.send({ type: 'CLICK' });
      expect(tile.reports.map((report) => report.type)).toEqual(['startCall']);
    },
  );

  it('[rtm-click-starts-call] clicking an ANSWERED tile does nothing', () => {
    const tile = startTile();
    tile.send({ type: 'CLICK' });
    expect(tile.reports).toEqual([]);
  });

  it('[rtm-interaction-type] a call is required (2) from 2 attempts or CALL_REQUIRED, else a request (1)', () => {
    expect(interactionTypeFor({ status: 'INTERACTION_REQUESTED', call_attempts: 1 })).toBe(1);
    expect(interactionTypeFor({ status: 'PENDING_INTERACTION', call_attempts: 0 })).toBe(1);
    expect(interactionTypeFor({ status: 'INTERACTION_REQUESTED', call_attempts: 2 })).toBe(2);
    expect(interactionTypeFor({ status: 'CALL_REQUIRED', call_attempts: 0 })).toBe(2);
    const tile = startTile({ status: 'INTERACTION_REQUESTED', call_attempts: 1 });
    tile.send({ type: 'PUSH', push: interactionRequest(7) });
    tile.send({ type: 'CLICK' });
    expect(tile.reports).toEqual([{ type: 'startCall', patientId: 7, interactionType: 2 }]);
  });

  it('[rtm-click-during-call] clicking does nothing while the patient’s call is active, and works again after it', () => {
    const tile = startTile({ status: 'CALL_REQUIRED' });
    tile.send({ type: 'CALL_STARTED' });
    tile.send({ type: 'CLICK' });
    expect(tile.reports).toEqual([]);
    tile.send({ type: 'CALL_ENDED' });
    tile.send({ type: 'CLICK' });
    expect(tile.reports).toHaveLength(1);
  });

  it("[rtm-complete-closes-call] [rtm-click-complete-note-required] a session completed during a call ends the call with its window: no CALL_ENDED is needed for the tile to ask for the note", () => {
    const tile = startTile({ status: 'CALL_REQUIRED' });
    tile.send({ type: 'CALL_STARTED' });
    tile.send({ type: 'CALL_CONNECTED' });
    tile.send({ type: 'PUSH', push: sessionComplete(7) });
    expect(tile.tile()).toMatchObject({ status: 'COMPLETE', note_required: true, call_established: true });
    expect(tile.callActive()).toBe(false);
    tile.send({ type: 'CLICK' });
    expect(tile.reports.at(-1)).toEqual({ type: 'notice', patientId: 7, message: 'rtmClearSessionNeedsNote' });
    // A late report of the closed window changes nothing.
    tile.send({ type: 'CALL_ENDED' });
    expect(tile.callActive()).toBe(false);
  });

  it('[rtm-call-connected] a connected call makes the tile ANSWERED, counts the call and requires a note', () => {
    const tile = startTile({ status: 'CALL_REQUIRED', number_of_calls: 1 });
    tile.send({ type: 'CALL_CONNECTED' });
    expect(tile.tile()).toMatchObject({ status: 'ANSWERED', number_of_calls: 2, call_established: true, note_required: true });
  });

  it("[rtm-call-connected] [rtm-pain-forces-call-required] the server's push of a connected call to a patient in pain leaves the tile ANSWERED", () => {
    const tile = startTile({ status: 'CALL_REQUIRED', pain_level: 9, number_of_calls: 0 });
    tile.send({ type: 'PUSH', push: update(7, { status: 'ANSWERED', number_of_calls: 1, call_established: true, note_required: true }) });
    expect(tile.tile()).toMatchObject({ status: 'ANSWERED', pain_level: 9, note_required: true });
    tile.send({ type: 'PUSH', push: update(7, { pain_level: 9 }) });
    expect(tile.tile().status).toBe('CALL_REQUIRED');
  });

  it('[rtm-note-saved] a saved note clears note_required on a live tile', () => {
    const tile = startTile({ note_required: true });
    tile.send({ type: 'NOTE_SAVED' });
    expect(tile.tile().note_required).toBe(false);
    expect(tile.hasLeft()).toBe(false);
  });

  it('[rtm-note-saved] a saved note on a COMPLETE tile completes the session and removes the tile', () => {
    const tile = startTile({ status: 'COMPLETE', note_required: true, call_established: true });
    tile.send({ type: 'NOTE_SAVED' });
    expect(tile.reports).toEqual([
      { type: 'completeSession', patientId: 7 },
      { type: 'left', patientId: 7 },
    ]);
  });

  it('[rtm-clear-patient-note-required] clearing a patient who needs a note warns and keeps the tile', () => {
    const tile = startTile({ note_required: true });
    tile.send({ type: 'CLEAR' });
    expect(tile.reports).toEqual([{ type: 'notice', patientId: 7, message: 'rtmClearPatientNoteRequired' }]);
    const free = startTile();
    free.send({ type: 'CLEAR' });
    expect(free.hasLeft()).toBe(true);
  });

  it('[rtm-remove-consent] removing consent sets rtm_permission false and completes the session', () => {
    const tile = startTile({ note_required: true });
    tile.send({ type: 'CONSENT_REMOVED' });
    expect(tile.tile()).toMatchObject({ rtm_permission: false, status: 'COMPLETE' });
    expect(tile.reports).toContainEqual({ type: 'completeSession', patientId: 7 });
    const noNote = startTile();
    noNote.send({ type: 'CONSENT_REMOVED' });
    expect(noNote.hasLeft()).toBe(true);
  });

  it('[rtm-patient-educated] Patient Educated sets rtm_patient_education', () => {
    const tile = startTile();
    tile.send({ type: 'PATIENT_EDUCATED' });
    expect(tile.tile().rtm_patient_education).toBe(true);
  });
});
