// Asset search over the real HTTP server (document 1, sections 5 and 7): POST search with each
// option, the 3-character minimum, the Practice option for super users only, and the data scope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/generated/api';
import { startApiServer, type ApiServer } from './harness/startApiServer';
import { cachedSignIn } from './harness/signIn';

type SearchPage = components['schemas']['SearchPage'];
interface Answer {
  status: number;
  body: { data: SearchPage; message?: string; error_codes?: string[]; validation_errors?: Record<string, string[]> };
}

let api: ApiServer;
const token = cachedSignIn(() => api);
const search = async (who: string, body: unknown): Promise<Answer> => api.call('searchAssets', body, await token(who));

interface PatientRow {
  id: number;
  identifier: string;
  first_name: string;
  last_name: string;
  practice_id: number;
}
let patient: PatientRow;

beforeAll(async () => {
  api = await startApiServer({ patients: 120 });
  // A patient of the demo surgeon (Dr. Okafor of Northside), who sees their own patients.
  const [row] = await api.db.query<PatientRow>(
    `select p.id, p.identifier, p.first_name, p.last_name, p.practice_id from patients p
     join practice_team_members s on s.id = p.surgeon_id where s.last_name = 'Okafor' order by p.id limit 1`,
  );
  if (!row) throw new Error('no Northside patient');
  patient = row;
}, 120_000);
afterAll(async () => {
  await api.close();
});

describe('POST search', () => {
  it('[search-call] [search-options] finds patients by last and first name and answers current_page, last_page and data', async () => {
    const { status, body } = await search('superadmin', {
      search_model: 'patient_name',
      search_term: { last_name: patient.last_name.slice(0, 4), first_name: patient.first_name.slice(0, 3) },
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ current_page: 1, last_page: 1 });
    expect(body.data.data.map((row) => row.id)).toContain(patient.id);
    for (const row of body.data.data) {
      expect(row.last_name?.toLowerCase().startsWith(patient.last_name.slice(0, 4).toLowerCase())).toBe(true);
      expect(row.first_name?.toLowerCase().startsWith(patient.first_name.slice(0, 3).toLowerCase())).toBe(true);
    }
    // Last name alone is enough; pages of 5.
    const paged = await search('superadmin', { search_model: 'patient_name', search_term: { last_name: patient.last_name.slice(0, 3) }, page: 1, limit: 5 });
    expect(paged.body.data.last_page).toBe(Math.max(1, Math.ceil(paged.body.data.total / 5)));
  });

  it('[search-result-model-types] answers each result with its model_type and the fields of its kind', async () => {
    const byName = await search('superadmin', { search_model: 'patient_name', search_term: { last_name: patient.last_name, first_name: patient.first_name } });
    const found = byName.body.data.data.find((row) => row.id === patient.id);
    expect(found).toMatchObject({
      model_type: 'patient',
      identifier: patient.identifier,
      last_name: patient.last_name,
      first_name: patient.first_name,
      portable_connect: String(500000 + patient.id),
      practice_name: 'Northside Orthopaedics',
      npi: null,
      role_name: null,
    });
    expect(found?.surgeon_name).toMatch(/^Dr\. /);
    expect(found?.patient_status).toEqual(expect.any(String));
    expect(Object.keys(found ?? {}).sort()).toEqual(
      ['accu_angle', 'accumotion_calf', 'accumotion_thigh', 'email_address', 'first_name', 'id', 'identifier', 'last_name', 'model_type',
        'npi', 'patient_status', 'portable_connect', 'practice_name', 'role_name', 'surgeon_name'].sort(),
    );

    const member = await search('superadmin', { search_model: 'practice_team_member', search_term: { last_name: 'Oka', first_name: 'Hel' } });
    expect(member.body.data.data).toEqual([
      expect.objectContaining({ model_type: 'practice_team_member', last_name: 'Okafor', first_name: 'Helen', npi: '1811223344', role_name: 'Surgeon', practice_name: 'Northside Orthopaedics', identifier: null }),
    ]);

    const practice = await search('superadmin', { search_model: 'practice', search_term: 'summit' });
    expect(practice.body.data.data).toEqual([expect.objectContaining({ model_type: 'practice', practice_name: 'Summit Medical Supply', npi: '1093847561', last_name: null })]);
  });

  it('finds a patient by PortableConnect serial and by Patient ID', async () => {
    const bySerial = await search('superadmin', { search_model: 'patient_portable_connect', search_term: String(500000 + patient.id) });
    expect(bySerial.body.data.data.map((row) => row.id)).toEqual([patient.id]);
    const byIdentifier = await search('superadmin', { search_model: 'patient_identifier', search_term: patient.identifier });
    expect(byIdentifier.body.data.data.map((row) => [row.model_type, row.identifier])).toEqual([['patient', patient.identifier]]);
  });

  it('[search-empty-state] answers an empty page when nothing matches', async () => {
    const { status, body } = await search('superadmin', { search_model: 'patient_name', search_term: { last_name: 'Zzyzx' } });
    expect(status).toBe(200);
    expect(body.data).toEqual({ data: [], current_page: 1, last_page: 1, total: 0 });
  });

  it('[search-min-chars] refuses a filled term of fewer than 3 characters with \'Minimum 3 characters.\'', async () => {
    const short = await search('superadmin', { search_model: 'patient_identifier', search_term: '12' });
    expect(short.status).toBe(422);
    expect(short.body.validation_errors).toEqual({ search_term: ['Minimum 3 characters.'] });
    const names = await search('superadmin', { search_model: 'patient_name', search_term: { last_name: 'Smi', first_name: 'J' } });
    expect(names.body.validation_errors).toEqual({ 'search_term.first_name': ['Minimum 3 characters.'] });
    // The last name is the required one.
    const noLast = await search('superadmin', { search_model: 'practice_team_member', search_term: { last_name: '', first_name: 'Helen' } });
    expect(noLast.body.validation_errors).toEqual({ 'search_term.last_name': ['Required'] });
    expect(noLast.body.error_codes).toEqual(['000F0001']);
    // A name option needs the name object, a text option the text.
    expect((await search('superadmin', { search_model: 'patient_name', search_term: 'Smith' })).status).toBe(422);
  });

  it('[search-practice-super-users] refuses the Practice option to anyone but super users', async () => {
    for (const who of ['superadmin', 'csjunior', 'pms', 'fieldspecialist']) {
      expect((await search(who, { search_model: 'practice', search_term: 'north' })).status, who).toBe(200);
    }
    for (const who of ['surgeon', 'staff', 'sales', 'surgicalcenter']) {
      expect((await search(who, { search_model: 'practice', search_term: 'north' })).status, who).toBe(403);
    }
    expect((await api.call('searchAssets', { search_model: 'practice', search_term: 'north' })).status).toBe(401);
  });

  it('limits users who are not super users to their own practice\'s records', async () => {
    // The surgeon (Northside) finds their practice's patient, Riverside's therapist does not.
    const term = { search_model: 'patient_identifier', search_term: patient.identifier };
    expect((await search('surgeon', term)).body.data.data.map((row) => row.id)).toEqual([patient.id]);
    expect((await search('therapist', term)).body.data.data).toEqual([]);
    const members = await search('therapist', { search_model: 'practice_team_member', search_term: { last_name: 'Oka' } });
    expect(members.body.data.data).toEqual([]);
    const own = await search('therapist', { search_model: 'practice_team_member', search_term: { last_name: 'Whit' } });
    expect(own.body.data.data.map((row) => row.practice_name)).toEqual(['Riverside Physical Therapy']);
    // A user with no practice who is not a super user finds nothing.
    expect((await search('sales', term)).body.data.data).toEqual([]);
  });
});
