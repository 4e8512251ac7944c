// The patient-app developer pages of demo mode: the simulator's listing of devices and keys, and
// /dev/patient-app/{id}, where a tester presses the buttons a patient would. Outside demo mode
// neither exists (they hand out the tablets' keys).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patientAppKey } from '../../server/patientApp/patientAppKey';
import { startApiServer, type ApiServer } from './harness/startApiServer';

const secret = 'dev-page-test-secret';
let demo: ApiServer;
let production: ApiServer;

beforeAll(async () => {
  demo = await startApiServer({ patients: 60, config: { patientAppSecret: secret } });
  production = await startApiServer({ patients: 60, config: { patientAppSecret: secret, demo: false } });
}, 180_000);

afterAll(async () => {
  await demo?.close();
  await production?.close();
});

describe('/dev/patient-app (demo mode)', () => {
  it('lists patients with a device and the hello key of its serial, as many as asked, after an offset', async () => {
    const response = await demo.fetch('/dev/patient-app/devices?limit=3&offset=1');
    const { data } = (await response.json()) as { data: { patient_id: number; serial_number: string; key: string }[] };
    expect(data).toHaveLength(3);
    for (const device of data) expect(device.key).toBe(patientAppKey(secret, device.serial_number));
    const first = (await (await demo.fetch('/dev/patient-app/devices?limit=1')).json()) as { data: { patient_id: number }[] };
    expect(data.map((device) => device.patient_id)).not.toContain(first.data[0]!.patient_id);
  });

  it('serves a patient\'s app page with the session buttons and its tablet, and its script as a file', async () => {
    const [patient] = await demo.db.query<{ id: number; first_name: string }>('select id, first_name from patients where not archived order by id limit 1');
    const page = await demo.fetch(`/dev/patient-app/${patient!.id}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`Patient app: ${patient!.first_name}`);
    for (const label of ['Join session', 'Report progress', 'Report pain', 'Ask for an interaction', 'Snooze', 'Complete session', 'Leave']) expect(html).toContain(label);
    expect(html).toContain('<script src="/dev/patient-app/client.js"></script>');
    const script = await demo.fetch('/dev/patient-app/client.js');
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(await script.text()).toContain('/api/patient-app');
    // The tablet's screen, sent in a video call and tapped by screen_click.
    expect(html).toContain('<script src="/dev/patient-app/screen.js"></script>');
    const screen = await demo.fetch('/dev/patient-app/screen.js');
    expect(screen.headers.get('content-type')).toMatch(/javascript/);
    expect(await screen.text()).toContain('screen_click');
    expect((await demo.fetch('/dev/patient-app/99999999')).status).toBe(404);
  });
});

describe('/dev/patient-app outside demo mode', () => {
  it('does not exist', async () => {
    expect((await production.fetch('/dev/patient-app/devices')).status).toBe(404);
    expect((await production.fetch('/dev/patient-app/1')).status).toBe(404);
  });
});
