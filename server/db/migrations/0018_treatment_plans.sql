-- Document 2's clinical record, the part several features share: treatment plans with their
-- protocols and periods, the team members' plan templates (the same protocol and period tables,
-- owned by either a plan or a template), and the session fields the history, the recovery report
-- and the charts read. Notes, surveys and sensor samples have migrations of their own.
--
-- Readings of document 2 written down here:
-- * treatment_plan_type 1 is pre-operative, any other value post-operative (section 3).
-- * Plan dates are calendar dates here; the wire carries them as unix seconds (section 3).
-- * total_sessions (read by the patient list's summary) stays the sum of num_of_days x
--   sessions_per_day over the plan's protocols; the plan handlers keep it so.
-- * The ranges of sections 5 and 9 are checked again by the database, after the server's own
--   validation has answered the caller in the catalogue's words.

alter table treatment_plans
  add column name text not null default 'Treatment Plan',
  add column description text,
  add column is_active boolean not null default true,
  add column is_included boolean not null default true,
  add column sequence integer not null default 1,
  add column treatment_plan_type integer not null default 2,
  add column end_date date,
  add column created_at timestamptz not null default now();
create index treatment_plans_patient_active_idx on treatment_plans (patient_id) where is_active;

create table treatment_plan_templates (
  id serial primary key,
  practice_team_member_id integer not null references practice_team_members (id),
  name text not null check (length(btrim(name)) > 0),
  description text,
  is_default boolean not null default false,
  procedure_type_id integer references procedure_types (id),
  treatment_plan_type integer not null default 2,
  sequence integer not null default 1,
  is_active boolean not null default true,
  created_at timestamptz not null default now()
);
create index treatment_plan_templates_member_idx on treatment_plan_templates (practice_team_member_id);
-- One default template per team member (section 4: the first template becomes the default).
create unique index treatment_plan_templates_one_default on treatment_plan_templates (practice_team_member_id) where is_default;

create table treatment_protocols (
  id serial primary key,
  treatment_plan_id integer references treatment_plans (id) on delete cascade,
  template_id integer references treatment_plan_templates (id) on delete cascade,
  name text not null,
  purpose text,
  sequence integer not null,
  num_of_days integer not null check (num_of_days between 1 and 30),
  sessions_per_day integer not null check (sessions_per_day between 1 and 10),
  pedal_radius integer not null check (pedal_radius between 0 and 100 and pedal_radius % 20 = 0),
  resistance integer not null check (resistance between 1 and 10),
  rpm_min integer not null check (rpm_min between 5 and 75 and rpm_min % 5 = 0),
  rpm_max integer not null check (rpm_max between 5 and 75 and rpm_max % 5 = 0),
  pressure_limit integer not null check (pressure_limit between 5 and 50),
  -- A protocol belongs to exactly one plan or one template.
  check ((treatment_plan_id is null) <> (template_id is null))
);
create index treatment_protocols_plan_idx on treatment_protocols (treatment_plan_id, sequence);
create index treatment_protocols_template_idx on treatment_protocols (template_id, sequence);

create table treatment_protocol_periods (
  id serial primary key,
  protocol_id integer not null references treatment_protocols (id) on delete cascade,
  sequence integer not null,
  length_of_time integer not null check (length_of_time between 1 and 45),
  period_direction_id integer not null references period_directions (id),
  period_type_id integer not null references period_types (id)
);
create index treatment_protocol_periods_protocol_idx on treatment_protocol_periods (protocol_id, sequence);

-- The session fields of section 3 ("Session"); a session belongs to the plan it was done under,
-- so reverting to the pre-operative plan deletes the post-operative plans' sessions.
alter table exercise_sessions
  add column treatment_plan_id integer references treatment_plans (id) on delete cascade,
  add column mets double precision,
  add column weight double precision,
  add column pedaling_time integer,
  add column revolutions integer,
  add column average_pedal_radius double precision,
  add column ambulation double precision,
  add column pressure_left double precision,
  add column pressure_right double precision;
create index exercise_sessions_plan_idx on exercise_sessions (treatment_plan_id);
