-- The process that runs the fake patients' tablets says it is alive at each of its checks: a run
-- whose process has died (its room still open) is taken over by the next press, on any process,
-- instead of holding the claim while no tablet pedals.
alter table rtm_fake_patient_runs add column if not exists runner_seen_at timestamptz not null default now();
