// A patient's tablet spoken for over the real /api/patient-app socket, as the simulator does:
// enough for a test to make a patient join a monitored session and leave it.
import { WebSocket } from 'ws';
import { patientAppSignature } from '../../../server/patientApp/patientAppKey';
import type { SimulatableDevice } from '../../../simulator/simulatedPatient';

/** A connected patient app: send it messages, close it. */
export interface PatientAppSocket {
  send(message: Record<string, unknown>): void;
  close(): void;
}

/**
 * Connects a patient app for `device` (answering the socket's challenge with its key): resolves
 * once the server welcomed it.
 *
 * @example
 * const app = await connectPatientApp(portal.baseUrl, device);
 * app.send({ type: 'join_session' });
 */
export async function connectPatientApp(baseUrl: string, device: SimulatableDevice): Promise<PatientAppSocket> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/patient-app`);
  await new Promise<void>((resolve, reject) => {
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString('utf8')) as { type?: string; nonce?: string };
      if (message.type === 'challenge' && message.nonce) {
        socket.send(JSON.stringify({ type: 'hello', serial_number: device.serial_number, signature: patientAppSignature(device.key, message.nonce) }));
      }
      if (message.type === 'welcome') resolve();
    });
    socket.once('close', (code) => reject(new Error(`the patient app was closed with ${String(code)}`)));
  });
  return {
    send: (message) => socket.send(JSON.stringify(message)),
    close: () => socket.close(1000),
  };
}
