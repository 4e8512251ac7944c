// Session history, recovery report and session chart data (document 2, sections 2, 3, 7 and 9):
// grouping by the user's calendar day for a negative and a positive offset and across a
// daylight-saving change, the day averages' rounding, the missed days, and the patient data scope
// (a surgeon without the patient, another practice) on every call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/generated/api';
import { startApiServer, type ApiServer } from './harness/startApiServer';
import { cachedSignIn } from './harness/signIn';

type Report = components['schemas']['RecoveryReport'];
type Session = components['schemas']['ExerciseSession'];
type ChartData = components['schemas']['SessionChartData'];

let api: ApiServer;
const token = cachedSignIn(() => api);

async function get<T>(path: string, username: string | null) {
  const headers: Record<string, string> = {};
  if (username) headers.authorization = `Bearer ${await token(username)}`;
  const response = await api.fetch(`/api${path}`, { headers });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/** The first patient of the user 'surgeon' (their own patient), and one of another practice. */
async function surgeonPatients(): Promise<{ own: number; otherPractice: number; otherSurgeon: number }> {
  const [row] = await api.db.query<{ own: number; other_practice: number; other_surgeon: number }>(
    `with me as (select t.id, t.practice_id from practice_team_members t join users u on u.id = t.user_id
                 where u.username = 'surgeon')
     select (select min(p.id) from patients p, me where p.surgeon_id = me.id and not p.archived) as own,
            (select min(p.id) from patients p, me where p.practice_id <> me.practice_id and not p.archived) as other_practice,
            (select min(p.id) from patients p, me where p.practice_id = me.practice_id and p.surgeon_id <> me.id
             and not p.archived) as other_surgeon`,
  );
  if (!row) throw new Error('no patients');
  return { own: row.own, otherPractice: row.other_practice, otherSurgeon: row.other_surgeon };
}

/**
 * Gives patient `id` a plan starting `start` and exactly `sessions` (UTC instants), removing its
 * seeded ones; the procedure is on `procedure`.
 */
async function setSessions(
  id: number,
  plan: { start: string; procedure: string; days: number; type?: number },
  sessions: { at: string; completed?: boolean; mets?: number; weight?: number; pain?: number; flexion?: number }[],
): Promise<number> {
  await api.db.query('delete from exercise_sessions where patient_id = $1', [id]);
  await api.db.query('delete from treatment_plans where patient_id = $1', [id]);
  await api.db.query('update patient_procedures set procedure_date = $2 where patient_id = $1', [id, plan.procedure]);
  const [created] = await api.db.query<{ id: number }>(
    `insert into treatment_plans (patient_id, total_sessions, start_date, treatment_plan_type)
     values ($1, $2, $3, $4) returning id`,
    [id, plan.days, plan.start, plan.type ?? 2],
  );
  for (const session of sessions) {
    await api.db.query(
      `insert into exercise_sessions (patient_id, treatment_plan_id, session_at, completed, mets, weight, pain, flexion, extension)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        id,
        created?.id,
        session.at,
        session.completed ?? true,
        session.mets ?? null,
        session.weight ?? null,
        session.pain ?? null,
        session.flexion ?? null,
        session.flexion === undefined ? null : -5,
      ],
    );
  }
  return created?.id ?? 0;
}

const dayOf = (report: Report, day: string) => report.days.find((entry) => entry.day === day);

beforeAll(async () => {
  api = await startApiServer({ patients: 60 });
}, 120_000);
afterAll(async () => {
  await api.close();
});

describe('recovery report: grouping by the user calendar day', () => {
  it('[recovery-report] puts a late-evening session on the previous day for a negative offset and the next day for a positive one', async () => {
    const { own } = await surgeonPatients();
    await setSessions(own, { start: '2026-02-20', procedure: '2026-02-18', days: 30 }, [
      // 03:30 UTC on 24 Feb: 22:30 on 23 Feb in New York (-300), 12:30 on 24 Feb in Tokyo (+540)
      { at: '2026-02-24T03:30:00Z' },
      // 20:00 UTC on 25 Feb: 15:00 on 25 Feb in New York, 05:00 on 26 Feb in Tokyo
      { at: '2026-02-25T20:00:00Z', completed: false },
    ]);
    const newYork = await get<{ data: Report }>(`/patient_treatment_plan/recovery_report/${own}/-300`, 'surgeon');
    expect(newYork.status).toBe(200);
    expect(dayOf(newYork.body.data, '2026-02-23')?.total_sessions).toBe(1);
    expect(dayOf(newYork.body.data, '2026-02-24')?.total_sessions).toBe(0);
    expect(dayOf(newYork.body.data, '2026-02-25')?.incomplete_sessions).toBe(1);

    const tokyo = await get<{ data: Report }>(`/patient_treatment_plan/recovery_report/${own}/540`, 'surgeon');
    expect(dayOf(tokyo.body.data, '2026-02-23')?.total_sessions).toBe(0);
    expect(dayOf(tokyo.body.data, '2026-02-24')?.complete_sessions).toBe(1);
    expect(dayOf(tokyo.body.data, '2026-02-26')?.incomplete_sessions).toBe(1);
    // status 1 is Complete, otherwise Incomplete
    expect(dayOf(tokyo.body.data, '2026-02-26')?.sessions[0]?.status).toBe(0);
    expect(dayOf(tokyo.body.data, '2026-02-24')?.sessions[0]?.status).toBe(1);
  });

  it('[recovery-report] groups with the one offset sent across a daylight-saving change, with every calendar day once', async () => {
    const { own } = await surgeonPatients();
    // US daylight saving ended on 2 November 2025 (EDT -240 became EST -300): the portal sends the
    // offset it has when it asks, here -300, and the server uses it for every session, also for
    // those from before the change; 2 November (a 25-hour day) is listed once.
    await setSessions(own, { start: '2025-10-31', procedure: '2025-10-30', days: 6 }, [
      { at: '2025-11-01T04:30:00Z' }, // 23:30 on 31 October with -300
      { at: '2025-11-02T06:30:00Z' }, // 01:30 on 2 November, the 25-hour day
      { at: '2025-11-03T04:59:00Z' }, // 23:59 on 2 November
      { at: '2025-11-03T05:00:00Z' }, // 00:00 on 3 November
    ]);
    const { status, body } = await get<{ data: Report }>(`/patient_treatment_plan/recovery_report/${own}/-300`, 'surgeon');
    expect(status).toBe(200);
    expect(body.data.treatment_end_date).toBe('2025-11-05');
    expect(body.data.days.map((day) => day.day)).toEqual([
      '2025-10-30',
      '2025-10-31',
      '2025-11-01',
      '2025-11-02',
      '2025-11-03',
      '2025-11-04',
      '2025-11-05',
    ]);
    expect(body.data.days.map((day) => day.total_sessions)).toEqual([0, 1, 0, 2, 1, 0, 0]);
  });

  it('[session-history-markers] [session-history-empty-days] flags the procedure and treatment start days and the missed treatment days', async () => {
    const { own } = await surgeonPatients();
    await setSessions(own, { start: '2026-02-25', procedure: '2026-02-23', days: 30 }, [
      { at: '2026-02-25T15:00:00Z' },
      { at: '2026-02-27T15:00:00Z' },
    ]);
    const { body } = await get<{ data: Report }>(`/patient_treatment_plan/recovery_report/${own}/-300`, 'surgeon');
    const report = body.data;
    expect(report.procedure_date).toBe('2026-02-23');
    expect(report.treatment_start_date).toBe('2026-02-25');
    expect(report.days[0]?.day).toBe('2026-02-23');
    expect(report.days.at(-1)?.day).toBe('2026-03-02');
    expect(dayOf(report, '2026-02-23')?.procedureDate).toBe(true);
    expect(dayOf(report, '2026-02-25')?.treatmentStartDate).toBe(true);
    // before the treatment starts an empty day is not missed; from the start on it is
    expect(dayOf(report, '2026-02-24')?.missed).toBe(false);
    expect(dayOf(report, '2026-02-26')?.missed).toBe(true);
    expect(dayOf(report, '2026-02-27')?.missed).toBe(false);
  });

  it('[mets-weight-format] averages METs to 2 decimals and rounds the weight; takes the day extremes', async () => {
    const { own } = await surgeonPatients();
    await setSessions(own, { start: '2026-02-27', procedure: '2026-02-26', days: 30 }, [
      { at: '2026-03-01T14:00:00Z', mets: 3.111, weight: 180.4, pain: 3, flexion: 90 },
      { at: '2026-03-01T16:00:00Z', mets: 3.2, weight: 181.2, pain: 5, flexion: 95.5 },
      { at: '2026-03-01T18:00:00Z', mets: 3.3, weight: 181.3, pain: 2, flexion: 92 },
    ]);
    const { body } = await get<{ data: Report }>(`/patient_treatment_plan/recovery_report/${own}/0`, 'surgeon');
    const day = dayOf(body.data, '2026-03-01');
    expect(day?.avg_mets).toBe(3.2); // (3.111 + 3.2 + 3.3) / 3 = 3.2036...
    expect(day?.avg_weight).toBe(181); // 180.966...
    expect(day?.max_pain).toBe(5);
    expect(day?.max_flexion).toBe(95.5);
    expect(day?.min_extension).toBe(-5);
    expect(day?.sessions[0]?.treatment_plan_type_text).toBe('Post-Operative');
  });

  it('answers the report of one plan with only its sessions', async () => {
    const { own } = await surgeonPatients();
    const withSession = await setSessions(own, { start: '2026-02-27', procedure: '2026-02-26', days: 30 }, [
      { at: '2026-03-01T14:00:00Z' },
    ]);
    const [empty] = await api.db.query<{ id: number }>(
      `insert into treatment_plans (patient_id, total_sessions, start_date, treatment_plan_type)
       values ($1, 5, '2026-02-20', 1) returning id`,
      [own],
    );
    const report = (plan: number | undefined) =>
      get<{ data: Report }>(`/patient_treatment_plan/recovery_report_for_treatment/${plan}/0`, 'surgeon');
    const one = await report(withSession);
    expect(one.status).toBe(200);
    expect(one.body.data.days.reduce((sum, day) => sum + day.total_sessions, 0)).toBe(1);
    const none = await report(empty?.id);
    expect(none.status).toBe(200);
    expect(none.body.data.days.reduce((sum, day) => sum + day.total_sessions, 0)).toBe(0);
    expect(none.body.data.treatment_end_date).toBe('2026-02-24');
  });

  it('refuses an offset outside -840..840 with a 422', async () => {
    const { own } = await surgeonPatients();
    const { status, body } = await get<{ message: string }>(`/patient_treatment_plan/recovery_report/${own}/900`, 'surgeon');
    expect(status).toBe(422);
    expect(typeof body.message).toBe('string');
  });
});

describe('session chart data', () => {
  it('[session-chart-data-calls] answers all_patient_sessions and the five sensor calls of a session', async () => {
    const [seeded] = await api.db.query<{ session_id: number; patient_id: number }>(
      `select s.id::int as session_id, s.patient_id from session_samples x join exercise_sessions s on s.id = x.session_id
       order by s.id limit 1`,
    );
    expect(seeded).toBeDefined();
    const sessions = await get<{ data: Session[] }>(`/all_patient_sessions/${seeded?.patient_id}`, 'superadmin');
    expect(sessions.status).toBe(200);
    expect(sessions.body.data.some((session) => session.id === seeded?.session_id)).toBe(true);
    const completed = sessions.body.data.find((session) => session.status === 1);
    expect(completed?.pedaling_time).toBeGreaterThan(0);
    expect(completed?.revolutions).toBeGreaterThan(0);

    const answers = {
      'pedal-radius-data': 'adjustment_value',
      'o2-data': 'o2_value',
      'bp-data': 'systolic_value',
      'ecg-data': 'ecg_data',
      'rpe-data': 'rpe_response_value',
    } as const;
    for (const [path, field] of Object.entries(answers)) {
      const { status, body } = await get<{ data: ChartData }>(`/${path}/${seeded?.session_id}`, 'superadmin');
      expect(status, path).toBe(200);
      expect(body.data.samples.length, path).toBeGreaterThan(0);
      expect(body.data.samples[0], path).toHaveProperty(field);
    }
    const ecg = await get<{ data: ChartData }>(`/ecg-data/${seeded?.session_id}`, 'superadmin');
    const points = ecg.body.data.samples[0]?.ecg_data ?? [];
    // [sensor-chart-y-axis] the seeded strip stays inside the sensor charts' y range
    expect(points.every((point) => point.y >= -1500 && point.y <= 1500)).toBe(true);
  });
});

describe('data scope', () => {
  it('refuses a surgeon the patients of another surgeon and of another practice on every call', async () => {
    const { otherPractice, otherSurgeon } = await surgeonPatients();
    const [session] = await api.db.query<{ id: number }>(
      `select s.id::int as id from exercise_sessions s join patients p on p.id = s.patient_id
       where p.practice_id = (select practice_id from patients where id = $1) order by s.id limit 1`,
      [otherPractice],
    );
    const [plan] = await api.db.query<{ id: number }>('select id from treatment_plans where patient_id = $1 limit 1', [
      otherPractice,
    ]);
    for (const patient of [otherPractice, otherSurgeon]) {
      expect((await get(`/patient_treatment_plan/recovery_report/${patient}/0`, 'surgeon')).status).toBe(404);
      expect((await get(`/all_patient_sessions/${patient}`, 'surgeon')).status).toBe(404);
    }
    expect((await get(`/patient_treatment_plan/recovery_report_for_treatment/${plan?.id}/0`, 'surgeon')).status).toBe(404);
    for (const path of ['pedal-radius-data', 'o2-data', 'bp-data', 'ecg-data', 'rpe-data']) {
      const { status, body } = await get<{ message: string }>(`/${path}/${session?.id}`, 'surgeon');
      expect(status, path).toBe(404);
      expect(body.message).toBe('Patient Not Found');
    }
    expect((await get(`/all_patient_sessions/${otherPractice}`, 'superadmin')).status).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const { own } = await surgeonPatients();
    expect((await get(`/all_patient_sessions/${own}`, null)).status).toBe(401);
  });
});
