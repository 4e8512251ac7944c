-- Generate Fake Patients through the simulator (document 2, sections 6 and 9: super admin only,
-- 100 patients). The fake patients are made once and kept (each with a tablet, devices type 8,
-- whose simulated app joins through the patient-app gateway); a press starts their tablets again.
create table if not exists rtm_fake_patients (
  patient_id integer primary key references patients (id),
  created_at timestamptz not null
);

-- The one run of the fake patients' tablets at a time, in whichever middleware process: it
-- belongs to the monitoring room of the super admin who pressed, and ends with that room (closed,
-- or silent for longer than three heartbeats). A second press, on any process, finds it here.
create table if not exists rtm_fake_patient_runs (
  id smallint primary key default 1 check (id = 1),
  room_id text not null references remote_monitor_rooms (room_id),
  started_at timestamptz not null
);
