// Model-based coverage: @xstate/graph walks the wizard machine with every event a user can send
// and every answer or failure of its load and save actors (with sample answers) from a new and from an existing patient, finds the
// shortest path to each distinct state, and the tests check the spec's invariants in every one.
import { getShortestPaths, getStateNodes } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { initialTransition, transition, type AnyEventObject, type SnapshotFrom } from 'xstate';
import { isInStatePath } from '../isInStatePath';
import { patientInformationMachine } from './patientInformationMachine';
import type { PatientRecord } from '../../domain/patientInformation/patientRecord';

type Snapshot = SnapshotFrom<typeof patientInformationMachine>;

const now = Date.UTC(2026, 2, 2, 10);
const today = Date.UTC(2026, 2, 2) / 1000;

const record: PatientRecord = {
  id: 42,
  first_name: 'Ann',
  last_name: 'Lee',
  date_of_birth: Date.UTC(1960, 4, 1) / 1000,
  email_address: null,
  home_phone: null,
  mobile_phone: '5551234567',
  address: { line_1: null, city: null, state: 'IL', zip_code: null },
  surgeon: { id: 5, name: 'Dr. Sam Surgeon', npi: '1811223344' },
  physical_therapist: null,
  dme: null,
  installation_method_type: { id: 2, name: 'remote', label: 'Remote' },
  patient_monitoring_specialist_id: null,
  beta: false,
  devices: [],
  patient_procedure: null,
};

const events: AnyEventObject[] = [
  { type: 'xstate.done.actor.loadRecord', output: record },
  { type: 'xstate.error.actor.loadRecord', error: new Error('load failed') },
  { type: 'SELECT_TAB', step: 'patient' },
  { type: 'SELECT_TAB', step: 'procedure' },
  { type: 'SELECT_TAB', step: 'devices' },
  { type: 'CANCEL' },
  { type: 'BACK' },
  { type: 'SUBMIT' },
  { type: 'CHANGE', step: 'patient', data: { first_name: 'Anne', installation_method_type_id: 2 } },
  { type: 'CHANGE', step: 'procedure', data: { procedure_type_id: 1, procedure_leg_type_id: 1, medicare_insurance: true, procedure_date: today - 5 * 86_400 } },
  { type: 'CHANGE', step: 'procedure', data: { procedure_type_id: 2 } },
  { type: 'CHANGE', step: 'devices', data: { device_choice: 'none', portable_connect_serial: '200001' } },
  { type: 'CHANGE', step: 'devices', data: { device_choice: 'none', portable_connect_serial: '1001' } },
  { type: 'xstate.done.actor.save:patient', output: { ...record, id: 77 } },
  { type: 'xstate.done.actor.save:procedure', output: { id: 9, procedure_type: { id: 1 } } },
  { type: 'xstate.done.actor.save:devices', output: record },
  { type: 'xstate.error.actor.save:patient', error: new Error('save failed') },
  { type: 'CLOSE_DIALOG' },
];

/** A state, told apart by the event that led to it too: a route is emitted, not kept in the context. */
// The actors' done and error events are not events a user sends: the machine's event type leaves them out.
const modelEvents = events as never;

function serializeState(snapshot: Snapshot, event: AnyEventObject | undefined): string {
  const { current, recordId, created, dirty, dialog, reached } = snapshot.context;
  return JSON.stringify([snapshot.value, current, recordId, created, dirty, dialog !== null, reached, event]);
}

const paths = [null, '42'].flatMap((recordId) =>
  getShortestPaths(patientInformationMachine, { input: { recordId, now: () => now }, events: modelEvents, serializeState }),
);
const snapshots = paths.map((path) => path.state);

/** The routes the machine emits along each path, replayed step by step. */
const navigations = [null, '42'].flatMap((recordId) =>
  getShortestPaths(patientInformationMachine, { input: { recordId, now: () => now }, events: modelEvents, serializeState }).flatMap((path) => {
    let [snapshot] = initialTransition(patientInformationMachine, { recordId, now: () => now });
    const targets: string[] = [];
    for (const step of path.steps.slice(1)) {
      const [next, actions] = transition(patientInformationMachine, snapshot, step.event);
      snapshot = next;
      for (const action of actions) {
        const emitted: unknown = (action.type as string) === 'xstate.emit' ? (action.params as { event?: unknown } | undefined)?.event : undefined;
        if (typeof emitted === 'object' && emitted !== null && 'to' in emitted && typeof emitted.to === 'string') targets.push(emitted.to);
      }
    }
    return targets;
  }),
);

describe('patient information machine model', () => {
  it('reaches every state node and shows every step on some path', () => {
    const resting = getStateNodes(patientInformationMachine.root).filter((node) => node.key !== 'start' && node.key !== 'choose');
    expect(resting.filter((node) => !snapshots.some((state) => isInStatePath(state.value, node.path))).map((node) => node.key)).toEqual([]);
    expect(new Set(snapshots.map((state) => state.context.current))).toEqual(new Set(['patient', 'procedure', 'devices']));
    expect(paths.length).toBeGreaterThan(30);
  });

  it('[patient-wizard-new-tabs] [patient-wizard-devices-existing] never shows or opens Devices for a new patient, and opens only reached tabs', () => {
    for (const state of snapshots.filter((snapshot) => snapshot.context.recordId === null)) {
      expect(state.context.current).not.toBe('devices');
      const enabled = state.context.tabs.filter((tab) => tab.enabled).map((tab) => tab.id);
      expect(enabled.every((id) => state.context.reached.some((reached) => reached === id))).toBe(true);
      expect(enabled).not.toContain('devices');
    }
  });

  it('[patient-wizard-patient-buttons] [patient-wizard-procedure-buttons] [patient-wizard-devices-buttons] shows the buttons the spec gives each tab in every state', () => {
    for (const { context } of snapshots) {
      const expected =
        context.current === 'patient'
          ? [context.recordId === null ? ['cancel', 'next'] : ['cancel', 'save']]
          : context.current === 'procedure'
            ? [['back', 'save'], ['cancel', 'save']]
            : [['cancel', 'save']];
      expect(expected).toContainEqual(context.buttons);
    }
  });

  it('[patient-save-devices-target] [patient-create-moves-procedure] only navigates to the spec targets', () => {
    const targets = new Set(navigations);
    for (const to of targets) expect(to).toMatch(/^(\/patients|\/patientProfile\/\d+|\/patientInformation\/\d+\?procedure)$/);
    expect(targets).toContain('/patientInformation/77?procedure');
    expect(targets).toContain('/patientProfile/42');
    expect(targets).toContain('/patients');
  });
});
