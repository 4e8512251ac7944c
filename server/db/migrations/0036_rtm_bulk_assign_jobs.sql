-- Bulk template assignment jobs (document 3, sections 4 and 7.7: "Bulk assignment starts a job
-- whose status can be polled", GET rtm_templates_version/bulk_assign_job_status).
--
-- Readings written down here:
-- * The records are checked before the job exists (a bad file is refused whole); the job applies
--   them in one transaction, so it assigns all of them or none.
-- * A job is kept in this table so that its status survives a server restart: on boot a job left
--   queued or running (its transaction never committed) is run again; attempts counts the runs
--   and a job interrupted three times is failed with its reason.
create table rtm_bulk_assign_jobs (
  id serial primary key,
  created_by integer not null references users (id),
  status text not null check (status in ('queued', 'running', 'completed', 'failed')),
  records jsonb not null,
  total integer not null,
  assigned integer not null default 0,
  attempts integer not null default 0,
  message text,
  errors jsonb not null default '[]'::jsonb,
  created_at timestamptz not null,
  started_at timestamptz,
  finished_at timestamptz
);
create index rtm_bulk_assign_jobs_creator_idx on rtm_bulk_assign_jobs (created_by, id desc);
create index rtm_bulk_assign_jobs_open_idx on rtm_bulk_assign_jobs (id) where status in ('queued', 'running');
