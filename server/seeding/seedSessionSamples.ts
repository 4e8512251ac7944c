import type { Queryable } from '../db/Database';

export interface SeedSessionSamplesOptions {
  /** How many patients (the lowest ids still without samples) get samples; bounds big seeds. */
  patients?: number;
  /** How many of each patient's latest completed sessions get samples. */
  sessionsPerPatient?: number;
}

/**
 * Sensor samples (migration 0019) for a few recent completed sessions of the first patients, so
 * that the Sessions tab's charts show something: pedal radius adjustments, O2 and blood pressure
 * readings, an ECG strip and RPE answers, one sample every 2 minutes over a 20-minute session.
 * Set-based and deterministic; a patient that has samples already is left alone.
 *
 * @example
 * await seedSessionSamples(tx, { patients: 300 });
 */
export async function seedSessionSamples(db: Queryable, options: SeedSessionSamplesOptions = {}): Promise<void> {
  await db.query(
    `with chosen as (
       select s.id, s.session_at, s.patient_id
       from (select p.id from patients p
             where not exists (select 1 from exercise_sessions e join session_samples x on x.session_id = e.id
                               where e.patient_id = p.id)
             order by p.id limit $1) p
       cross join lateral (select e.id, e.session_at, e.patient_id from exercise_sessions e
                           where e.patient_id = p.id and e.completed
                           order by e.session_at desc limit $2) s
     ),
     steps as (select c.id, c.session_at, c.patient_id, k from chosen c cross join generate_series(0, 9) as k)
     insert into session_samples (session_id, kind, recorded_at, value, second_value, points)
     select id, 'pedal_radius', session_at + k * interval '2 minutes', (40 + ((id + k * 3) % 4) * 20)::float8, null::float8, null::jsonb from steps where k % 3 = 0
     union all
     select id, 'o2', session_at + k * interval '2 minutes', 94 + (id * 7 + k) % 6, null, null from steps
     union all
     select id, 'blood_pressure', session_at + k * interval '2 minutes', 118 + (id + k * 5) % 22, 72 + (id * 3 + k) % 14, null from steps
     union all
     select id, 'rpe', session_at + k * interval '2 minutes', 9 + (k + id % 5) % 8, null, null from steps where k % 2 = 1
     union all
     -- An ECG strip: a beat every 40 points, the R wave at about 1200 (inside the sensor y range).
     select s.id, 'ecg', s.session_at + s.k * interval '2 minutes', null, null,
            (select jsonb_agg(jsonb_build_object('x', x, 'y',
                      case when x % 40 = 10 then 1200 - (s.id % 7) * 20
                           when x % 40 = 11 then -350
                           when x % 40 between 20 and 26 then 180
                           else ((x * 37 + s.id) % 60) - 30 end) order by x)
             from generate_series(0, 199) as x)
     from steps s where s.k in (0, 5)`,
    [options.patients ?? 300, options.sessionsPerPatient ?? 3],
  );
}
