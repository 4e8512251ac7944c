import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/Database';
import { escapeHtml } from '../http/escapeHtml';
import { htmlPage } from '../http/htmlPage';
import { listSimulatableDevices } from './listSimulatableDevices';

/** The listing the simulator starts from (simulator/findSimulatableDevices.ts). */
export const simulatableDevicesPath = '/dev/patient-app/devices';

/** The most devices one listing answers. */
const maxListed = 1000;

const devClient = readFileSync(new URL('./patientAppDevClient.js', import.meta.url), 'utf8');
const screenClient = readFileSync(new URL('./patientScreenDevClient.js', import.meta.url), 'utf8');

function whole(value: string | undefined, fallback: number, max: number): number {
  const number = Number(value ?? fallback);
  return Number.isInteger(number) && number >= 0 ? Math.min(number, max) : fallback;
}

/**
 * Demo mode only (it hands out the tablets' keys; buildServer registers it only then):
 * - `GET /dev/patient-app/devices?limit=N&offset=M`: up to N patients (after the first M) whose
 *   device the patient-app simulator may speak for, `{data: [{patient_id, serial_number, key}]}`
 *   (listSimulatableDevices).
 * - `GET /dev/patient-app/{id}`: a page where a tester presses the buttons the patient would
 *   (join, progress, pain, interaction request, snooze, complete, leave, and Accept or Decline on a
 *   remote login), as that patient's tablet on /api/patient-app; its tablet screen (screen.js: the
 *   app's UI on a canvas, tapped by the call's screen_click) is sent in a video call by video.js.
 *
 * @example
 * if (config.demo) registerPatientAppDevRoutes(app, { db, secret: config.patientAppSecret });
 */
export function registerPatientAppDevRoutes(app: FastifyInstance, options: { db: Database; secret: string | undefined }): void {
  const { db, secret } = options;
  app.get<{ Querystring: { limit?: string; offset?: string } }>(simulatableDevicesPath, async (request, reply) => {
    if (!secret) return reply.status(404).send({ message: 'Not found.' });
    const limit = whole(request.query.limit, 50, maxListed) || 50;
    return { data: await listSimulatableDevices(db, secret, { limit, offset: whole(request.query.offset, 0, Number.MAX_SAFE_INTEGER) }) };
  });

  app.get('/dev/patient-app/client.js', (_request, reply) => reply.type('text/javascript; charset=utf-8').send(devClient));
  app.get('/dev/patient-app/screen.js', (_request, reply) => reply.type('text/javascript; charset=utf-8').send(screenClient));

  app.get<{ Params: { id: string } }>('/dev/patient-app/:id', async (request, reply) => {
    const patientId = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : undefined;
    const [device] = secret && patientId ? await listSimulatableDevices(db, secret, { limit: 1, offset: 0, patientId }) : [];
    const [patient] = device
      ? await db.query<{ first_name: string; last_name: string; identifier: string }>('select first_name, last_name, identifier::text as identifier from patients where id = $1', [device.patient_id])
      : [];
    if (!device || !patient) {
      return reply.status(404).type('text/html; charset=utf-8').send(htmlPage('Patient app', '<h1>Patient app</h1><p>No patient with a device has this id.</p>'));
    }
    const name = `${patient.first_name} ${patient.last_name} (${patient.identifier})`;
    const button = (label: string, message: object) => `<button type="button" data-send="${escapeHtml(JSON.stringify(message))}">${label}</button>`;
    const body = `<h1>Patient app: ${escapeHtml(name)}</h1>
<p>The tablet with serial ${escapeHtml(device.serial_number)}. Connection: <output id="state">connecting…</output></p>
<div role="group" aria-label="Session">
${button('Join session', { type: 'join_session' })}
<button type="button" id="send-progress">Report progress</button>
<label>Pain level <input id="pain" type="number" min="0" max="10" value="9"></label>
<button type="button" id="send-pain">Report pain</button>
${button('Ask for an interaction', { type: 'interaction_request' })}
${button('Snooze', { type: 'interaction_request', snooze: true })}
${button('Complete session', { type: 'session_complete' })}
${button('Leave', { type: 'leave' })}
</div>
<h2>Notifications</h2><ul id="notifications"></ul>
<h2>Messages</h2><ol id="log" aria-live="polite"></ol>`;
    const page = htmlPage(`Patient app: ${name}`, body)
      .replace('<main>', `<main data-serial="${escapeHtml(device.serial_number)}" data-key="${escapeHtml(device.key)}" data-patient-name="${escapeHtml(name)}">`)
      .replace(
        '</body>',
        '<script src="/dev/patient-app/client.js"></script><script src="/dev/patient-app/screen.js"></script><script src="/dev/patient-app/video.js"></script></body>',
      );
    return reply.type('text/html; charset=utf-8').send(page);
  });
}
