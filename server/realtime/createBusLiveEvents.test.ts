import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError } from '../db/DatabaseUnavailableError';
import { readBusMessage } from './BusMessage';
import { busOverTransport } from './busOverTransport';
import { createBusLiveEvents } from './createBusLiveEvents';
import { createInProcessEventBus } from './createInProcessEventBus';
import type { AppBoundMessage, PortalPush } from './LiveEvents';

describe('createBusLiveEvents', () => {
  it('carries pushes and app messages on the bus that carries changes, each to its own listeners', async () => {
    const bus = createInProcessEventBus();
    const sender = createBusLiveEvents(bus);
    const receiver = createBusLiveEvents(bus);
    const pushes: PortalPush[] = [];
    const appMessages: [number, AppBoundMessage][] = [];
    const changes: number[] = [];
    receiver.onPortalPush((push) => pushes.push(push));
    receiver.onAppMessage((patientId, message) => appMessages.push([patientId, message]));
    bus.subscribe((event) => changes.push(event.id));
    await sender.pushToPortal({ notification_type: 'pain_high', patient_id: 4, json: { pain_level: 9 } });
    await sender.sendToPatientApp(4, { type: 'notification', notification_id: 12, notification_type: 'remoteLogin', message: null });
    await bus.publish({ resource: 'patients', id: 5, operationId: 'updatePatient' });
    await Promise.resolve();
    expect(pushes).toEqual([{ notification_type: 'pain_high', patient_id: 4, json: { pain_level: 9 } }]);
    expect(appMessages).toEqual([[4, { type: 'notification', notification_id: 12, notification_type: 'remoteLogin', message: null }]]);
    expect(changes).toEqual([5]);
  });

  it('announces an ended video room to the signalling of every process (issue 25, finding 9)', async () => {
    const bus = createInProcessEventBus();
    const ended: string[] = [];
    createBusLiveEvents(bus).onVideoRoomEnded((room) => ended.push(room));
    await createBusLiveEvents(bus).announceVideoRoomEnded('patient-4-RM1');
    await Promise.resolve();
    expect(ended).toEqual(['patient-4-RM1']);
  });

  it('stops calling a listener once unsubscribed', async () => {
    const live = createBusLiveEvents(createInProcessEventBus());
    const heard: number[] = [];
    const stop = live.onPortalPush((push) => heard.push(push.patient_id));
    await live.pushToPortal({ notification_type: 'patient_leave', patient_id: 1, json: {} });
    await Promise.resolve();
    stop();
    await live.pushToPortal({ notification_type: 'patient_leave', patient_id: 2, json: {} });
    await Promise.resolve();
    expect(heard).toEqual([1]);
  });

  it('issue 25 finding 3: drops a push while the bus is reconnecting (dashboards reload once it is back) but fails a message for a patient\'s app, and any other failure', async () => {
    let failure: Error = new DatabaseUnavailableError('the event bus is reconnecting');
    const { bus } = busOverTransport({ send: () => Promise.reject(failure), close: () => Promise.resolve() });
    const live = createBusLiveEvents(bus);
    await expect(live.pushToPortal({ notification_type: 'patient_leave', patient_id: 1, json: {} })).resolves.toBeUndefined();
    await expect(live.sendToPatientApp(1, { type: 'command', command: 'videoCallEnd', values: {} })).rejects.toBe(failure);
    failure = new Error('payload string too long');
    await expect(live.pushToPortal({ notification_type: 'patient_leave', patient_id: 1, json: {} })).rejects.toBe(failure);
  });
});

describe('readBusMessage (a NOTIFY payload from another process)', () => {
  it('reads each kind of message and refuses malformed ones', () => {
    expect(readBusMessage('{"type":"change","event":{"resource":"patients","id":4,"operationId":"updatePatient"}}')).toEqual({
      type: 'change',
      event: { resource: 'patients', id: 4, operationId: 'updatePatient' },
    });
    expect(readBusMessage('{"type":"push","push":{"notification_type":"session_complete","patient_id":3,"json":{}}}')).toEqual({
      type: 'push',
      push: { notification_type: 'session_complete', patient_id: 3, json: {} },
    });
    expect(readBusMessage('{"type":"app","patientId":3,"message":{"type":"command","command":"stop","values":{}}}')).toEqual({
      type: 'app',
      patientId: 3,
      message: { type: 'command', command: 'stop', values: {} },
    });
    expect(readBusMessage('{"type":"videoRoomEnded","room":"patient-3-RM1"}')).toEqual({ type: 'videoRoomEnded', room: 'patient-3-RM1' });
    expect(readBusMessage('{"type":"videoRoomEnded","room":3}')).toBeUndefined();
    expect(readBusMessage('{"type":"push","push":{"notification_type":"x","patient_id":"3"}}')).toBeUndefined();
    expect(readBusMessage('{"type":"app","patientId":3,"message":{"type":"notification","notification_id":1,"notification_type":"other","message":null}}')).toBeUndefined();
    expect(readBusMessage('{"type":"gossip"}')).toBeUndefined();
    expect(readBusMessage('not json')).toBeUndefined();
  });
});
