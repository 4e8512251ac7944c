-- Self-pay price options, monitoring therapists' state licences and the demo's store of bug
-- reports (document 3, sections 3, 5, 7.6, 7.8 and 7.9).

-- A self-pay option: `name` is the message shown to the patient, `daily_price` in cents.
create table self_pay_options (
  id serial primary key,
  days integer not null check (days >= 1),
  daily_price integer not null check (daily_price > 0),
  name text not null,
  created_at timestamptz not null default now()
);
create unique index self_pay_options_days_key on self_pay_options (days);

-- A state licence of a monitoring therapist (a user of a monitoring role); one per state.
create table monitor_licenses (
  id serial primary key,
  user_id integer not null references users (id),
  state text not null,
  certification_number text not null,
  effective_date date not null,
  expiration_date date not null,
  file_key text,
  created_at timestamptz not null default now()
);
create unique index monitor_licenses_user_state_key on monitor_licenses (user_id, state);

-- The embedded feedback service (server/adapters/feedback): attachments and tickets as the real
-- service would receive them.
create table feedback_attachments (
  id serial primary key,
  file_key text not null,
  file_name text not null,
  size_bytes integer not null,
  created_at timestamptz not null default now()
);
create table feedback_tickets (
  id serial primary key,
  ticket jsonb not null,
  created_at timestamptz not null default now()
);
