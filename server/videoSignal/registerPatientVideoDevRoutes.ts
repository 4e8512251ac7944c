import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';

/** The demo patient app's video script (patientVideoDevClient.js). */
export const patientVideoDevClientPath = '/dev/patient-app/video.js';

const script = readFileSync(new URL('./patientVideoDevClient.js', import.meta.url), 'utf8');

/**
 * Demo mode only: serves the script that lets the demo patient-app page (/dev/patient-app/{id})
 * answer video calls through the signalling socket.
 *
 * @example
 * if (config.demo) registerPatientVideoDevRoutes(app);
 */
export function registerPatientVideoDevRoutes(app: FastifyInstance): void {
  app.get(patientVideoDevClientPath, (_request, reply) => reply.type('text/javascript; charset=utf-8').send(script));
}
