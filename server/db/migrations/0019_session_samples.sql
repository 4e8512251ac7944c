-- The sensor samples of a session that the session charts read (document 2, section 3 "Session
-- chart data": date_time, adjustment_value, o2_value, systolic_value, diastolic_value, ecg_data
-- (x,y points), rpe_response_value). One table for every kind, since they share their owner and
-- their reading pattern (one session's samples of one kind, in time order).
--
-- Readings: a pedal radius adjustment, an O2 reading and an RPE answer are one value each; a blood
-- pressure reading is a systolic/diastolic pair; an ECG sample is a strip of (x, y) points, kept
-- as JSON since the charts only ever read it whole.
create table session_samples (
  id bigserial primary key,
  session_id bigint not null references exercise_sessions (id) on delete cascade,
  kind text not null check (kind in ('pedal_radius', 'o2', 'blood_pressure', 'ecg', 'rpe')),
  recorded_at timestamptz not null,
  value double precision,
  second_value double precision,
  points jsonb,
  check (
    (kind = 'blood_pressure' and value is not null and second_value is not null)
    or (kind = 'ecg' and points is not null)
    or (kind in ('pedal_radius', 'o2', 'rpe') and value is not null)
  )
);
create index session_samples_session_kind_idx on session_samples (session_id, kind, recorded_at);
