import type { Clock } from '../clock/Clock';
import type { Queryable } from '../db/Database';
import { refreshPatientSummaries } from '../db/refreshPatientSummaries';

const firstNames = [
  'James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth', 'William', 'Barbara',
  'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Charles', 'Karen', 'Christopher', 'Lisa', 'Daniel', 'Nancy',
  'Matthew', 'Betty', 'Anthony', 'Margaret', 'Mark', 'Sandra', 'Donald', 'Ashley', 'Steven', 'Kimberly', 'Paul', 'Emily',
  'Andrew', 'Donna', 'Joshua', 'Michelle', 'Kenneth', 'Carol', 'Kevin', 'Amanda', 'Brian', 'Dorothy', 'George', 'Melissa',
  'Timothy', 'Deborah', 'Ronald', 'Stephanie', 'Edward', 'Rebecca', 'Jason', 'Sharon', 'Jeffrey', 'Laura', 'Ryan', 'Cynthia',
];
const lastNames = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez',
  'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez', 'Thompson',
  'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright',
  'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores', 'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell',
  'Mitchell', 'Carter', 'Roberts', 'Gomez', 'Phillips', 'Evans', 'Turner', 'Diaz', 'Parker', 'Cruz', 'Edwards', 'Collins',
  'Reyes', 'Stewart', 'Morris', 'Morales', 'Murphy', 'Cook', 'Rogers', 'Gutierrez', 'Ortiz', 'Morgan', 'Cooper', 'Peterson',
  'Bailey', 'Reed', 'Kelly', 'Howard', 'Ramos', 'Kim', 'Cox', 'Ward', 'Richardson',
];
const procedures = [
  'Total Knee Arthroplasty',
  'Total Hip Arthroplasty',
  'ACL Reconstruction',
  'Partial Knee Replacement',
  'Cardiac Rehabilitation',
];

export interface SeedPatientsOptions {
  count: number;
  /** At most this many days of sessions per patient (the most recent ones); bounds big seeds. */
  maxSessionsPerPatient?: number;
}

/**
 * Adds `count` patients with a procedure, a treatment plan and exercise sessions spread over
 * the last 60 days, deterministically pseudo-random (the same ids give the same data), spread
 * over the clinic practices, their surgeons and therapists and the equipment suppliers; then
 * refreshes the list summaries. Set-based (INSERT ... SELECT generate_series), so 100000
 * patients take a few statements, not 100000 round trips.
 *
 * @example
 * await db.transaction((tx) => seedPatients(tx, clock, { count: 240 }));
 */
export async function seedPatients(db: Queryable, clock: Clock, options: SeedPatientsOptions): Promise<void> {
  const combos = await db.query<{ practice_id: number; surgeon_id: number; therapist_id: number | null }>(
    `select s.practice_id, s.id as surgeon_id,
            (select t.id from practice_team_members t where t.practice_id = s.practice_id and t.role_id = 41 order by t.id limit 1) as therapist_id
     from practice_team_members s join practices p on p.id = s.practice_id
     where s.role_id = 40 and not s.archived and p.practice_type_id in (2, 3)
     order by s.id`,
  );
  const dmes = await db.query<{ id: number }>('select id from practices where practice_type_id = 1 and not archived order by id');
  if (combos.length === 0) throw new Error('seed the practices and team members before the patients');
  const [last] = await db.query<{ max: number }>('select coalesce(max(id), 0)::int as max from patients');
  const from = (last?.max ?? 0) + 1;
  const now = clock.now();
  const today = now.toISOString().slice(0, 10);
  // h(i, salt): a cheap deterministic hash, so the data is varied yet identical on every run.
  const h = (salt: number) => `((i::bigint * 2654435761 + ${salt} * 40503) % 2147483647)`;

  await db.query(
    `insert into patients (id, identifier, first_name, last_name, date_of_birth, email, practice_id, surgeon_id,
                           physical_therapist_id, dme_id, status_id, patient_app_type_id, created_at)
     select i, lpad((1000000 + i)::text, 7, '0'), first_name, last_name,
            date '1940-01-01' + (${h(7)} % 18000)::int,
            lower(first_name || '.' || last_name || i || '@mail.example'),
            ($5::int[])[1 + i % array_length($5::int[], 1)],
            ($6::int[])[1 + i % array_length($6::int[], 1)],
            ($7::int[])[1 + i % array_length($7::int[], 1)],
            ($8::int[])[1 + ${h(8)} % array_length($8::int[], 1)],
            case when ${h(3)} % 10 < 6 then 2 when ${h(3)} % 10 = 6 then 1 when ${h(3)} % 10 = 7 then 3
                 when ${h(3)} % 10 = 8 then 4 else 5 end,
            case when ${h(5)} % 10 = 0 then 2 else 1 end,
            $9::timestamptz
     from (select i, ($3::text[])[1 + ${h(1)} % array_length($3::text[], 1)] as first_name,
                  ($4::text[])[1 + ${h(2)} % array_length($4::text[], 1)] as last_name
           from generate_series($1::int, $2::int) as i) as named`,
    [
      from,
      from + options.count - 1,
      firstNames,
      lastNames,
      combos.map((combo) => combo.practice_id),
      combos.map((combo) => combo.surgeon_id),
      combos.map((combo) => combo.therapist_id),
      dmes.map((dme) => dme.id),
      now,
    ],
  );
  // Keep the serial in step with the explicit ids used above.
  await db.query(`select setval(pg_get_serial_sequence('patients', 'id'), (select max(id) from patients))`);

  // Plans (document 2, section 3): every third patient first had a pre-operative plan (ended on
  // the day the post-operative one started); every seventh is still before surgery, its
  // pre-operative plan active and its post-operative plan pending. Pre-operative plans are
  // inserted first, so a patient's post-operative plan is its latest (the list summary's plan).
  await db.query(
    `insert into treatment_plans (patient_id, total_sessions, start_date, name, treatment_plan_type, is_active, end_date, sequence)
     select i, 21, start - 21, 'Pre-Operative Conditioning', 1, i % 7 = 1, case when i % 7 = 1 then null else start end, 1
     from (select i, $3::date - (${h(4)} % 60)::int as start from generate_series($1::int, $2::int) as i) as planned
     where i % 3 = 0 or i % 7 = 1`,
    [from, from + options.count - 1, today],
  );
  await db.query(
    `insert into treatment_plans (patient_id, total_sessions, start_date, name, treatment_plan_type, is_active, sequence)
     select i, days, $3::date - (${h(4)} % 60)::int, days || ' Day Recovery', 2, i % 7 <> 1, 2
     from (select i, (array[30, 42, 60])[1 + ${h(9)} % 3] as days from generate_series($1::int, $2::int) as i) as planned`,
    [from, from + options.count - 1, today],
  );
  await seedPlanProtocols(db, from, from + options.count - 1);
  await db.query(
    `insert into patient_procedures (patient_id, procedure_type_id, procedure_leg_type_id, procedure_name, procedure_date)
     select p.id,
            case when pa.patient_app_type_id = 2 then 2 else 1 end,
            case when pa.patient_app_type_id = 2 then 3 else 1 + (p.id * 7) % 3 end,
            case when pa.patient_app_type_id = 2 then ($3::text[])[5] else ($3::text[])[1 + (p.id * 13) % 4] end,
            p.start_date - (1 + (p.id * 11) % 10)
     from (select patient_id as id, start_date from treatment_plans
           where patient_id >= $1 and patient_id <= $2 and treatment_plan_type <> 1) p
     join patients pa on pa.id = p.id`,
    [from, from + options.count - 1, procedures],
  );
  // Sessions: flexion rises and pain falls over the recovery; the cardiac type (app type 2) also
  // has METs rising and weight slowly falling; pedalling time, revolutions, radius, ambulation
  // and pressures on every completed session. A day that is neither done nor a started-but-
  // incomplete session is a missed day: no row at all (Session History outlines it red).
  await db.query(
    `insert into exercise_sessions (patient_id, treatment_plan_id, session_at, pain, extension, flexion, completed,
                                    mets, weight, pedaling_time, revolutions, average_pedal_radius, ambulation,
                                    pressure_left, pressure_right)
     select tp.patient_id, tp.id,
            ($3::date - d)::timestamp + interval '9 hours' + ((tp.patient_id * 37 + d * 11) % 600) * interval '1 minute',
            case when done then greatest(0, least(10, (tp.patient_id % 8) + 2 - (elapsed - d) / 8 + (tp.patient_id + d) % 3 - 1)) end,
            case when done then round((-15 + least(15, (elapsed - d) * 0.3) + ((tp.patient_id + d) % 5 - 2) * 0.5)::numeric, 1)::float8 end,
            case when done then round((70 + least(55, (elapsed - d) * 0.9) + ((tp.patient_id * 3 + d) % 7 - 3))::numeric, 1)::float8 end,
            done,
            case when done and cardiac then round((2 + least(4, (elapsed - d) * 0.07) + ((tp.patient_id + d) % 9) * 0.11)::numeric, 2)::float8 end,
            case when done and cardiac then round((150 + tp.patient_id % 80 - least(12, (elapsed - d) * 0.2) + (d % 3) * 0.4)::numeric, 1)::float8 end,
            case when done then 600 + least(1200, (elapsed - d) * 20) + (tp.patient_id * 7 + d * 13) % 240 end,
            case when done then 300 + least(900, (elapsed - d) * 15) + (tp.patient_id * 11 + d * 17) % 200 end,
            case when done then round((40 + least(50, (elapsed - d) * 0.8) + (tp.patient_id + d) % 7)::numeric, 1)::float8 end,
            case when done then round((0.5 + least(3.5, (elapsed - d) * 0.06))::numeric, 2)::float8 end,
            case when done then round((8 + least(20, (elapsed - d) * 0.4) + (tp.patient_id + d) % 4)::numeric, 1)::float8 end,
            case when done then round((8 + least(20, (elapsed - d) * 0.35) + (tp.patient_id * 3 + d) % 4)::numeric, 1)::float8 end
     from (select t.id, t.patient_id, t.start_date, ($3::date - t.start_date) as elapsed,
                  greatest(0, ($3::date - t.start_date) - t.total_sessions) as plan_end_days_ago,
                  p.patient_app_type_id = 2 as cardiac
           from treatment_plans t join patients p on p.id = t.patient_id
           where t.patient_id >= $1 and t.patient_id <= $2 and t.treatment_plan_type <> 1) tp
     -- d is days ago: only the plan's own days (a finished plan has no later sessions), at most $4.
     cross join lateral generate_series(tp.plan_end_days_ago,
                                        least(tp.elapsed, tp.plan_end_days_ago + $4::int) - 1) as d
     cross join lateral (select ((tp.patient_id * 7919 + d * 104729) % 100) < 45 + (tp.patient_id * 31) % 55 as done) c
     where done or (tp.patient_id * 13 + d * 7) % 3 <> 0`,
    [from, from + options.count - 1, today, options.maxSessionsPerPatient ?? 60],
  );
  // Fresh statistics, so that the planner sees the new size of the tables it is about to join.
  await db.exec(
    'analyze patients; analyze patient_procedures; analyze treatment_plans; analyze treatment_protocols; analyze exercise_sessions',
  );
  await refreshPatientSummaries(db);
  await db.exec('analyze patient_summaries');
}

/** Patients of one seed call whose protocols get periods (see seedPlanProtocols). */
const periodPatients = 5_000;

/**
 * Three protocols for every plan of the patients `from`..`to` — warm-up, active and cool-down,
 * one session a day, their days adding up to the plan's total_sessions (21: 3+15+3; 30: 5+20+5;
 * 42: 7+28+7; 60: 15+30+15) — and their periods: an assisted forward warm-up, active forward
 * and backward work, and a rest. Set-based, as the patients are. Periods cost a foreign-key check
 * each (about 30 µs a row), so only the first `periodPatients` patients of a seed get them: the
 * demo's all, a 100,000-patient bench seed a sample instead of 1.7 million rows.
 */
async function seedPlanProtocols(db: Queryable, from: number, to: number): Promise<void> {
  await db.query(
    `insert into treatment_protocols (treatment_plan_id, name, purpose, sequence, num_of_days, sessions_per_day,
       pedal_radius, resistance, rpm_min, rpm_max, pressure_limit)
     select tp.id, phase.name, phase.purpose, phase.sequence,
            case phase.sequence when 2 then least(30, tp.total_sessions - 2 * edge.days) else edge.days end,
            1, phase.pedal_radius, phase.resistance, phase.rpm_min, phase.rpm_max, phase.pressure_limit
     from treatment_plans tp
     cross join lateral (select case when tp.total_sessions = 60 then 15 else tp.total_sessions / 6 end as days) edge
     cross join (values (1, 'Warm-up', 'Restore range of motion gently', 40, 1, 15, 35, 20),
                        (2, 'Active', 'Build strength and flexion', 80, 4, 25, 55, 35),
                        (3, 'Cool-down', 'Consolidate and taper', 60, 2, 20, 40, 25))
       as phase(sequence, name, purpose, pedal_radius, resistance, rpm_min, rpm_max, pressure_limit)
     where tp.patient_id between $1 and $2`,
    [from, to],
  );
  await db.query(
    `insert into treatment_protocol_periods (protocol_id, sequence, length_of_time, period_direction_id, period_type_id)
     select p.id, period.sequence, period.minutes, period.direction, period.type
     from treatment_protocols p join treatment_plans tp on tp.id = p.treatment_plan_id
     cross join (values (1, 5, 1, 1), (2, 10, 1, 2), (3, 5, 2, 2), (4, 3, 1, 5)) as period(sequence, minutes, direction, type)
     where tp.patient_id between $1 and $2`,
    [from, Math.min(to, from + periodPatients - 1)],
  );
}
