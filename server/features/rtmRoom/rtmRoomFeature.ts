// The RTM monitoring room (document 2): rooms, live tiles, interactions, the side panel's RTM
// flags, push tokens and fake patients; every tile change is pushed to every dashboard.
import type { FastifyInstance } from 'fastify';
import type { FeaturePlugin } from '../Feature';
import { createFakePatientHandlers } from './createFakePatientHandlers';
import { createRoomHandlers } from './createRoomHandlers';
import { createRtmPatientHandlers } from './createRtmPatientHandlers';
import { createTileHandlers } from './createTileHandlers';
import { createFakePatientRun } from './fakePatientRun';

/** The middleware's own address for its in-process simulator (a wildcard host is reached on loopback). */
function ownAddress(app: FastifyInstance): string | undefined {
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) return undefined;
  const host = address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

// Written by hand (not featurePlugin): the fake patients' run needs the server's own address and
// stops with the server; closing a room through this process stops that room's fake patients at once.
export const rtmRoomFeature: FeaturePlugin = (app, { deps, operations }) =>
  new Promise((resolve) => {
    const { db, clock, live } = deps;
    const fakePatients = createFakePatientRun({
      db,
      clock,
      live,
      secret: deps.config.patientAppSecret,
      ownAddress: () => ownAddress(app),
      log: (line) => app.log.warn(line),
    });
    app.addHook('onClose', async () => {
      await fakePatients.close();
    });
    const rooms = createRoomHandlers(db, clock);
    operations.register(app, 'rtmRoom', {
      ...rooms,
      // Closing a room, or opening another (which ends the caller's open one), ends its fake patients' run.
      async endMonitorRoom(call) {
        const answer = await rooms.endMonitorRoom!(call);
        await fakePatients.check();
        return answer;
      },
      async createMonitorRoom(call) {
        const answer = await rooms.createMonitorRoom!(call);
        await fakePatients.check();
        return answer;
      },
      ...createTileHandlers(db, clock, live),
      ...createRtmPatientHandlers(db, clock, live),
      ...createFakePatientHandlers(db, clock, fakePatients),
    });
    resolve();
  });
Object.defineProperty(rtmRoomFeature, 'name', { value: 'rtmRoomFeature' });
