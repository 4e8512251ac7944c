-- Firmware, patient app versions and user guides (document 3, sections 2.5, 2.6, 2.8, 3, 4, 5
-- and 7.3-7.4).
--
-- Firmware types carry the device type whose devices receive them (null: no tracked devices);
-- device counts come from devices.firmware_version (migration 0007), compared with the type's
-- latest active version ([firmware-device-status]).
create table firmware_types (
  id integer primary key,
  name text not null,
  device_type_id integer references device_types (id)
);
insert into firmware_types (id, name, device_type_id) values
  (1, 'PortableConnect', 1), (2, 'Pedal Unit Controller', 2), (3, 'EAP Controller', null),
  (4, 'AccuPedals', 3), (5, 'Motor Controller', null), (6, 'AccuRadius', null),
  (7, 'AccuAngle', 4), (8, 'AccuStep', 5), (9, 'Accumotion Thigh', 9), (10, 'Accumotion Calf', 10)
on conflict (id) do nothing;

-- A version is active (all active patient devices), test (beta devices) or neither; never both,
-- and an archived version is neither ([firmware-flags-exclusive], [firmware-archive-effect]).
create table firmwares (
  id serial primary key,
  firmware_type_id integer not null references firmware_types (id),
  version_number text not null,
  active smallint not null default 0 check (active in (0, 1)),
  test smallint not null default 0 check (test in (0, 1)),
  archived smallint not null default 0 check (archived in (0, 1)),
  -- null for the demo's seeded versions, which have no stored file
  file_key text,
  file_name text,
  created_at timestamptz not null default now(),
  check (active + test <= 1),
  check (archived = 0 or (active = 0 and test = 0))
);
create index firmwares_type_idx on firmwares (firmware_type_id, archived);

-- Patient app version settings, one row per patient app type (Ortho 1, Cardiac 2); a type
-- without a row makes the portal fall back to zeros ([app-versions-fallback]).
create table patient_app_versions (
  id serial primary key,
  patient_app_type_id integer not null unique references patient_app_types (id),
  minimum_required_version text not null,
  latest_version text not null,
  app_version_check_time integer not null default 0,
  session_allowed_check_time integer not null default 0,
  no_session_allowed_flag boolean not null default false,
  no_session_allowed_message text not null default ''
);

-- PDF user guides and the roles that see each.
create table user_guides (
  id serial primary key,
  file_name text not null,
  version text not null default '1.0.0',
  file_key text not null,
  created_at timestamptz not null default now()
);
create table user_guide_roles (
  user_guide_id integer not null references user_guides (id) on delete cascade,
  user_role_id integer not null references user_roles (id),
  primary key (user_guide_id, user_role_id)
);
create index user_guide_roles_role_idx on user_guide_roles (user_role_id);
