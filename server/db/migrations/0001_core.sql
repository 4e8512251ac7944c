-- Core tables: users and sign-in, practices and team, lookups, maintenance, outbox, audit.

create table user_roles (
  id integer primary key,
  key text not null unique,
  name text not null,
  is_super_user boolean not null default false
);

create table permissions (
  id integer primary key,
  key text not null unique,
  name text not null
);

create table users (
  id serial primary key,
  username text not null,
  email text,
  first_name text not null default '',
  last_name text not null default '',
  password_hash text not null,
  role_id integer not null references user_roles (id),
  two_factor_enabled boolean not null default false,
  two_factor_locked_until timestamptz,
  consented_at timestamptz,
  password_changed_at timestamptz not null default now(),
  user_monitor_type integer,
  credentials text,
  archived boolean not null default false,
  sso_enabled boolean not null default false,
  created_at timestamptz not null default now()
);
create unique index users_username_key on users (lower(username));
create index users_email_idx on users (lower(email));

create table access_tokens (
  id serial primary key,
  user_id integer not null references users (id),
  token_hash text not null unique,
  expires_at timestamptz not null,
  revoked_at timestamptz,
  created_at timestamptz not null default now()
);
create index access_tokens_user_idx on access_tokens (user_id);

create table two_factor_codes (
  id serial primary key,
  user_id integer not null references users (id),
  code_hash text not null,
  expires_at timestamptz not null,
  attempts integer not null default 0,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index two_factor_codes_user_idx on two_factor_codes (user_id, created_at desc);

create table two_factor_device_tokens (
  id serial primary key,
  user_id integer not null references users (id),
  token_hash text not null unique,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);

create table password_reset_tokens (
  id serial primary key,
  user_id integer not null references users (id),
  token_hash text not null unique,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);

create table login_link_tokens (
  id serial primary key,
  user_id integer not null references users (id),
  token_hash text not null unique,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);

-- practice_type_id: 1 equipment supplier (DME), 2 physical therapy, 3 surgeon (document 1, section 3).
create table practices (
  id serial primary key,
  name text not null,
  npi text,
  specialty text,
  practice_type_id integer not null check (practice_type_id in (1, 2, 3)),
  template_url text,
  archived boolean not null default false,
  created_at timestamptz not null default now()
);
create index practices_type_idx on practices (practice_type_id, name);

create table practice_team_members (
  id serial primary key,
  user_id integer unique references users (id),
  practice_id integer not null references practices (id),
  role_id integer not null references user_roles (id),
  prefix text,
  first_name text not null,
  last_name text not null,
  npi text,
  email text,
  archived boolean not null default false
);
create index practice_team_members_practice_role_idx on practice_team_members (practice_id, role_id);
create index practice_team_members_role_idx on practice_team_members (role_id, last_name);

create table team_member_permissions (
  team_member_id integer not null references practice_team_members (id),
  permission_id integer not null references permissions (id),
  primary key (team_member_id, permission_id)
);

-- Lookup lists (document 1, sections 3 and 7).
create table practice_types (id integer primary key, name text not null);
create table patient_statuses (id integer primary key, name text not null, search_value integer not null unique);
create table procedure_types (id integer primary key, name text not null);
create table procedure_leg_types (id integer primary key, name text not null);
create table period_types (id integer primary key, name text not null);
create table period_directions (id integer primary key, name text not null);
create table patient_app_types (id integer primary key, name text not null);
create table study_groups (id integer primary key, name text not null);
create table patient_study_group_statuses (id integer primary key, name text not null);
create table general_forms (id integer primary key, name text not null);
create table notification_types (id integer primary key, name text not null);

create table maintenance_windows (
  id serial primary key,
  starts_at timestamptz not null,
  duration_minutes integer not null check (duration_minutes > 0),
  message text not null,
  procedure_type_id integer references procedure_types (id)
);

create table outbox (
  id serial primary key,
  to_address text not null,
  subject text not null,
  body text not null,
  created_at timestamptz not null default now()
);

create table audit_log (
  id bigserial primary key,
  user_id integer references users (id),
  action text not null,
  detail jsonb not null default '{}'::jsonb,
  ip text,
  created_at timestamptz not null default now()
);
create index audit_log_user_idx on audit_log (user_id, created_at desc);
