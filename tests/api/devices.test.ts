// Devices and tablet control over the real HTTP server (document 3, sections 2.4, 3, 4, 5, 6, 7.2
// and 8): the device list and its counted summary cards, one device with its sessions and
// patients, the lookup by type, a patient's sessions, and the tablets through the embedded fleet
// simulator (server/adapters/tablets), whose state the commands change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/generated/api';
import { demoTablets, silentDemoTablet } from '../../server/seeding/seedDeviceFleet';
import { startApiServer, type ApiServer } from './harness/startApiServer';
import { cachedSignIn } from './harness/signIn';

type DeviceListPage = components['schemas']['DeviceListPage'];
type DeviceDetail = components['schemas']['DeviceDetail'];
type DeviceProductSummary = components['schemas']['DeviceProductSummary'];
type DeviceSessionPage = components['schemas']['DeviceSessionPage'];
interface Answer<T> {
  status: number;
  body: { data: T; message?: string; validation_errors?: Record<string, string[]>; error_codes?: string[] };
}
interface DeviceInfo {
  serial_number: string;
  imei: string;
  device_uuid: string;
  lockdown_state: number;
  lockdown_message: string | null;
  brightness_level: number;
  kiosk_pinned: boolean;
  reboot_count: number;
  volume_levels: { audioStream: string; volumeLevel: number }[];
  versions: { app_version: string };
  power_status?: string;
}

let api: ApiServer;
const token = cachedSignIn(() => api);

async function request<T>(method: string, path: string, who: string, body?: unknown): Promise<Answer<T>> {
  const headers: Record<string, string> = { authorization: `Bearer ${await token(who)}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await api.fetch(`/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Answer<T>['body'] };
}

const tablet = demoTablets[7]!; // an inventory tablet no other test touches
const info = (who: string, body: unknown) => request<DeviceInfo>('POST', '/admin/tablet/get_device_info', who, body);

beforeAll(async () => {
  api = await startApiServer({ patients: 20 });
}, 120_000);

afterAll(async () => {
  await api.close();
});

describe('device list (POST device/list)', () => {
  it('[device-list-call] [devices-status-filter] filters by device type, status and variant, and pages', async () => {
    const { status, body } = await request<DeviceListPage>('POST', '/device/list', 'csmanager', {
      device_type_id: 1,
      device_type_variant_id: null,
      status: 'In Stock',
      order_by: { field: 'serial_number', direction: 'asc' },
      page: 1,
      limit: 5,
    });
    expect(status).toBe(200);
    expect(body.data.data).toHaveLength(5);
    expect(body.data.data.every((row) => row.device_type.name === 'PortableConnect' && row.status === 'In Stock')).toBe(true);
    expect(body.data.total).toBeGreaterThan(5);
    for (const choice of ['Inactive', 'Active', 'Pending']) {
      const page = await request<DeviceListPage>('POST', '/device/list', 'csmanager', { status: choice, limit: 100 });
      expect(page.body.data.total, choice).toBeGreaterThan(0);
      expect(page.body.data.data.every((row) => row.status === choice)).toBe(true);
    }
    const wrong = await request('POST', '/device/list', 'csmanager', { status: 'Lost' });
    expect(wrong.status).toBe(422);
  });

  it('[devices-view-tabs] With Patient lists devices a patient has, Inventory the others', async () => {
    const withPatient = await request<DeviceListPage>('POST', '/device/list', 'superadmin', { assignment: 'with_patient', limit: 100 });
    const inventory = await request<DeviceListPage>('POST', '/device/list', 'superadmin', { assignment: 'inventory', limit: 100 });
    expect(withPatient.body.data.data.length).toBeGreaterThan(0);
    expect(withPatient.body.data.data.every((row) => row.patient !== null)).toBe(true);
    expect(inventory.body.data.data.every((row) => row.patient === null)).toBe(true);
  });

  it('[devices-summary-cards] counts the three products with patients and in stock from the devices', async () => {
    const before = await request<DeviceProductSummary[]>('POST', '/device/summary', 'csmanager');
    expect(before.body.data.map((row) => row.product)).toEqual(['PortableConnect', 'AccuAngle', 'Accumotion']);
    const [counted] = await api.db.query<{ with_patients: number; in_stock: number }>(
      `select count(*) filter (where patient_id is not null)::int as with_patients,
              count(*) filter (where patient_id is null and status = 'In Stock')::int as in_stock
       from devices where device_type_id = 4`,
    );
    expect(before.body.data[1]).toMatchObject(counted!);
    // A device taken off the shelf changes the counts.
    await api.db.query(`update devices set status = 'Pending' where id = (select id from devices where device_type_id = 4 and patient_id is null and status = 'In Stock' order by id limit 1)`);
    const after = await request<DeviceProductSummary[]>('POST', '/device/summary', 'csmanager');
    expect(after.body.data[1]!.in_stock).toBe(before.body.data[1]!.in_stock - 1);
  });

  it('device list is refused to clinic users (403)', async () => {
    expect((await request('POST', '/device/list', 'surgeon', {})).status).toBe(403);
  });
});

describe('one device (GET device/{deviceID})', () => {
  it('[device-detail-placeholder] answers the real serial, MAC address, sessions and patients', async () => {
    const [row] = await api.db.query<{ id: number; serial_number: string; mac_address: string; name: string }>(
      `select d.id, d.serial_number, d.mac_address, d.name from devices d
       where d.device_type_id = 1 and exists (select 1 from device_sessions s where s.device_id = d.id) order by d.id limit 1`,
    );
    const { status, body } = await request<DeviceDetail>('GET', `/device/${row!.id}`, 'csmanager');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ serial_number: row!.serial_number, mac_address: row!.mac_address, name: row!.name });
    expect(body.data.sessions.length).toBeGreaterThan(0);
    expect(body.data.patients.length).toBeGreaterThan(0);
    expect(body.data.patients[0]!.session_count).toBeGreaterThan(0);
  });

  it("[device-detail-title] an unknown device answers 404 'No Device'", async () => {
    const { status, body } = await request('GET', '/device/999999', 'csmanager');
    expect(status).toBe(404);
    expect(body.message).toBe('No Device');
  });
});

describe('device lookup by type (POST device_lookup)', () => {
  it("[device-lookup-by-type-failure] fails with 'Could not find AccuAngle', 'AccuStep', 'Accumotion Thigh', 'Accumotion Calf'", async () => {
    const expected: Record<number, string> = {
      4: 'Could not find AccuAngle',
      5: 'Could not find AccuStep',
      9: 'Could not find Accumotion Thigh',
      10: 'Could not find Accumotion Calf',
    };
    for (const [type, text] of Object.entries(expected)) {
      const { status, body } = await request('POST', '/device_lookup', 'csmanager', { device_type_id: Number(type), serial_number: 'NOPE-1' });
      expect(status).toBe(404);
      expect(body.message).toBe(text);
    }
    const found = await request<{ serial_number: string }>('POST', '/device_lookup', 'csmanager', { device_type_id: 4, serial_number: '400002' });
    expect(found.status).toBe(200);
    expect(found.body.data.serial_number).toBe('400002');
  });
});

describe("a patient's device sessions (POST device_session/list)", () => {
  it('lists the sessions of one date, or all of them', async () => {
    const [first] = await api.db.query<{ patient_id: number; day: string; count: number }>(
      `select patient_id, to_char(started_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as count
       from device_sessions group by 1, 2 order by 1, 2 limit 1`,
    );
    const all = await request<DeviceSessionPage>('POST', '/device_session/list', 'csmanager', { patient_id: first!.patient_id, limit: 100 });
    const onDay = await request<DeviceSessionPage>('POST', '/device_session/list', 'csmanager', { patient_id: first!.patient_id, date: first!.day });
    expect(onDay.status).toBe(200);
    expect(onDay.body.data.total).toBe(first!.count);
    expect(all.body.data.total).toBeGreaterThan(onDay.body.data.total);
    expect(onDay.body.data.patient.id).toBe(first!.patient_id);
  });
});

describe('tablet control (specs/api/tablets.yaml)', () => {
  it('[device-info-call] [device-search] reads the device information by serial number or by IMEI', async () => {
    const bySerial = await info('csmanager', { serial_number: tablet.serial_number });
    expect(bySerial.status).toBe(200);
    expect(bySerial.body.data).toMatchObject({ serial_number: tablet.serial_number, imei: tablet.imei, device_uuid: tablet.device_uuid });
    expect(bySerial.body.data.power_status).toBeTypeOf('string');
    const byImei = await info('superadmin', { imei: tablet.imei });
    expect(byImei.body.data.device_uuid).toBe(tablet.device_uuid);
  });

  it("[device-lookup-failure] an unknown serial answers 404 'No results were found'", async () => {
    const { status, body } = await info('csmanager', { serial_number: 'NO-SUCH-TABLET' });
    expect(status).toBe(404);
    expect(body.message).toBe('No results were found');
  });

  it('[device-shape-validation] a tablet that never reported answers without the expected fields (the portal checks the shape)', async () => {
    const { status, body } = await info('csmanager', { serial_number: silentDemoTablet.serial_number });
    expect(status).toBe(200);
    expect(body.data.power_status).toBeUndefined();
  });

  it('[device-lock-states] [device-unlock-call] lock sets a locked lockdown_state with the message, unlock clears it', async () => {
    const id = tablet.device_uuid;
    expect((await info('csmanager', { serial_number: tablet.serial_number })).body.data.lockdown_state).toBe(0);
    const locked = await request<{ message: string }>('POST', `/admin/tablet/lock/${id}`, 'csmanager', { message: 'Please call the clinic' });
    expect(locked.status).toBe(200);
    const read = (await info('csmanager', { serial_number: tablet.serial_number })).body.data;
    expect(read.lockdown_state).not.toBe(0);
    expect(read.lockdown_message).toBe('Please call the clinic');
    expect((await request('GET', `/admin/tablet/unlock/${id}`, 'superadmin')).status).toBe(200);
    expect((await info('csmanager', { serial_number: tablet.serial_number })).body.data.lockdown_state).toBe(0);
  });

  it('[device-lock-message-required] lock refuses a missing or blank message (422)', async () => {
    const id = tablet.device_uuid;
    const missing = await request('POST', `/admin/tablet/lock/${id}`, 'csmanager', {});
    expect(missing.status).toBe(422);
    expect(missing.body.validation_errors?.message).toEqual(['Message is required.']);
    const blank = await request('POST', `/admin/tablet/lock/${id}`, 'csmanager', { message: '   ' });
    expect(blank.status).toBe(422);
    expect(blank.body.validation_errors?.message).toEqual(['Message is required.']);
    expect((await info('csmanager', { serial_number: tablet.serial_number })).body.data.lockdown_state).toBe(0);
  });

  it('[device-volume-range] volume takes whole numbers 0 to 100 and sets every stream', async () => {
    const id = tablet.device_uuid;
    for (const bad of [-1, 101, 50.5]) {
      expect((await request('POST', `/admin/tablet/volume/${id}`, 'csmanager', { volume_level: bad })).status, String(bad)).toBe(422);
    }
    expect((await request('POST', `/admin/tablet/volume/${id}`, 'csmanager', { volume_level: 0 })).status).toBe(200);
    expect((await request('POST', `/admin/tablet/volume/${id}`, 'csmanager', { volume_level: 100 })).status).toBe(200);
    const streams = (await info('csmanager', { serial_number: tablet.serial_number })).body.data.volume_levels;
    expect(streams.every((stream) => stream.volumeLevel === 100)).toBe(true);
  });

  it('[device-command-calls] reboot, pin kiosk, install and brightness reach the tablet', async () => {
    const id = tablet.device_uuid;
    // What the service says of each command; its effects show in the described fields only.
    expect((await request('GET', `/admin/tablet/pin/${id}`, 'csmanager')).body).toEqual({ data: { message: 'Kiosk application pinned' } });
    expect((await request('GET', `/admin/tablet/install/${id}`, 'csmanager')).status).toBe(200);
    expect((await request('GET', `/admin/tablet/brightness/${id}?brightness_level=12`, 'csmanager')).status).toBe(200);
    expect((await request('GET', `/admin/tablet/brightness/${id}?brightness_level=101`, 'csmanager')).status).toBe(422);
    const read = (await info('csmanager', { serial_number: tablet.serial_number })).body.data;
    expect(read).toMatchObject({ brightness_level: 12, versions: { app_version: '3.33.0' } });
    expect((await request('GET', `/admin/tablet/reboot/${id}`, 'superadmin')).body).toEqual({ data: { message: 'Reboot command sent' } });
    expect((await request('GET', '/admin/tablet/pin/not-a-tablet', 'csmanager')).body.message).toBe('No results were found');
  });

  it('passes on only the described fields: what else the service reports (the simulator\'s kiosk_pinned) never reaches the portal', async () => {
    await request('GET', `/admin/tablet/pin/${tablet.device_uuid}`, 'csmanager');
    const read = (await info('csmanager', { serial_number: tablet.serial_number })).body.data;
    expect(read.device_uuid).toBe(tablet.device_uuid);
    expect(read).not.toHaveProperty('kiosk_pinned');
    expect(read).not.toHaveProperty('reboot_count');
  });

  it('[device-reboot-who] reboot is for the super admin by default (the other reading is a line of specs/access.yaml)', async () => {
    expect((await request('GET', `/admin/tablet/reboot/${tablet.device_uuid}`, 'csmanager')).status).toBe(403);
    expect((await request('GET', `/admin/tablet/reboot/${tablet.device_uuid}`, 'superadmin')).status).toBe(200);
  });

  it('[device-lock-who] lock and unlock are for the customer-service manager and the super admin (403 for others)', async () => {
    for (const who of ['cssenior', 'csjunior', 'customerservice', 'surgeon', 'staff']) {
      expect((await request('POST', `/admin/tablet/lock/${tablet.device_uuid}`, who, { message: 'x' })).status, who).toBe(403);
      expect((await request('GET', `/admin/tablet/unlock/${tablet.device_uuid}`, who)).status, who).toBe(403);
    }
    expect((await info('csmanager', { serial_number: tablet.serial_number })).body.data.lockdown_state).toBe(0);
  });
});
