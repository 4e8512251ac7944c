// Commands to the patient's app during a call over HTTP (specs/api/video-commands.yaml): the call
// screen's device settings and the Patient App tab's screen_click reach the patient's app as a
// `command` message, only through the caller's own open room; the CS junior may not send device
// settings.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { components } from '../../src/generated/api';
import type { OperationId } from '../../src/generated/operations';
import { createLocalLiveEvents, type AppBoundMessage } from '../../server/realtime/LiveEvents';
import { cachedSignIn } from './harness/signIn';
import { startApiServer, testStart, type ApiServer } from './harness/startApiServer';

type VideoRoomStart = components['schemas']['VideoRoomStart'];
interface Answer<T> {
  data: T;
  message?: string;
}

vi.setConfig({ testTimeout: 90_000 });

let api: ApiServer;
const appMessages: { patientId: number; message: AppBoundMessage }[] = [];
const token = cachedSignIn(() => api);

const as = async <T = unknown>(username: string, operationId: OperationId, body?: unknown, path?: Record<string, string | number>) =>
  api.call<Answer<T>>(operationId, body, await token(username), path);

async function surgeonPatient(): Promise<number> {
  const [row] = await api.db.query<{ id: number }>(
    `select p.id from patients p join practice_team_members t on t.id = p.surgeon_id join users u on u.id = t.user_id
     where u.username = 'surgeon' and not p.archived order by p.id limit 1`,
  );
  if (!row) throw new Error('no patient of the surgeon');
  return row.id;
}

const settings = { pedal_radius: 34, resistance: 13, rpm_min: 25, rpm_max: 45, pressure_limit: 12 };

beforeAll(async () => {
  const live = createLocalLiveEvents();
  live.onAppMessage((patientId, message) => appMessages.push({ patientId, message }));
  api = await startApiServer({ patients: 10, live });
}, 120_000);
afterAll(async () => {
  await api.close();
});
beforeEach(async () => {
  api.clock.set(testStart);
  appMessages.length = 0;
  await api.db.query('update video_rooms set ended_at = started_at where ended_at is null');
});

describe("commands to the patient's app during a call", () => {
  it('[video-screen-click] [video-device-settings-defaults] the caller taps the screen and sends device settings: the app receives both commands', async () => {
    const patientId = await surgeonPatient();
    const started = await as<VideoRoomStart>('surgeon', 'startVideoRoom', { identity: 'surgeon', patient_id: patientId });
    expect(started.status).toBe(200);
    const roomId = started.body.data.room.id;
    const click = await as('surgeon', 'sendCallScreenClick', { xPercentage: 25, yPercentage: 75.5 }, { id: roomId });
    expect(click.status).toBe(200);
    expect(click.body.data).toEqual({ room_id: roomId, patient_id: patientId, command: 'screen_click' });
    expect((await as('surgeon', 'sendCallDeviceSettings', settings, { id: roomId })).status).toBe(200);
    expect(appMessages.filter((sent) => sent.message.type === 'command' && sent.message.command !== 'videoCallStart')).toEqual([
      { patientId, message: { type: 'command', command: 'screen_click', values: { xPercentage: 25, yPercentage: 75.5 } } },
      { patientId, message: { type: 'command', command: 'device_settings', values: settings } },
    ]);
  });

  it('[video-device-settings-pressure] settings out of range are refused (pressure limit 5-50)', async () => {
    const patientId = await surgeonPatient();
    const started = await as<VideoRoomStart>('surgeon', 'startVideoRoom', { identity: 'surgeon', patient_id: patientId });
    const refused = await as('surgeon', 'sendCallDeviceSettings', { ...settings, pressure_limit: 51 }, { id: started.body.data.room.id });
    expect(refused.status).toBe(422);
  });

  it("[video-device-settings-cs-junior] the CS junior's device settings are refused; nobody commands another user's call or an ended one", async () => {
    const patientId = await surgeonPatient();
    const started = await as<VideoRoomStart>('surgeon', 'startVideoRoom', { identity: 'surgeon', patient_id: patientId });
    const roomId = started.body.data.room.id;
    const junior = await as('csjunior', 'sendCallDeviceSettings', settings, { id: roomId });
    expect(junior.status).toBe(403);
    expect(junior.body.message).toBe("Your role cannot change the patient's device settings.");
    expect((await as('therapist', 'sendCallScreenClick', { xPercentage: 1, yPercentage: 1 }, { id: roomId })).status).not.toBe(200);
    expect((await as('surgeon', 'endVideoRoom', undefined, { id: roomId })).status).toBe(200);
    expect((await as('surgeon', 'sendCallScreenClick', { xPercentage: 1, yPercentage: 1 }, { id: roomId })).status).toBe(409);
    expect((await api.call('sendCallScreenClick', { xPercentage: 1, yPercentage: 1 }, undefined, { id: roomId })).status).toBe(401);
  });
});
