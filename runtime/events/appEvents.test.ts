import { describe, expect, it } from 'vitest';
import { appEventNames, onAppEvent, raiseAppEvent } from './appEvents';

describe('app events', () => {
  it('[event-names] names the events state changed, reload cosigned notes and reload patient notes', () => {
    expect(appEventNames).toEqual({
      stateChanged: 'stateChanged',
      reloadCosignedNotes: 'reloadCosignedNotes',
      reloadPatientNotes: 'reloadPatientNotes',
    });
  });

  it('[event-names] raises an event to its listeners until they stop listening', () => {
    const target = new EventTarget();
    const heard: unknown[] = [];
    const stop = onAppEvent('reloadPatientNotes', (detail) => heard.push(detail), target);
    raiseAppEvent('reloadPatientNotes', { patientId: 12 }, target);
    raiseAppEvent('reloadCosignedNotes', { patientId: 13 }, target);
    stop();
    raiseAppEvent('reloadPatientNotes', { patientId: 14 }, target);
    expect(heard).toEqual([{ patientId: 12 }]);
  });
});
