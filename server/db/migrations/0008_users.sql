-- User management and asset search (document 1, sections 5 to 7).
-- The permissions a user holds in their own right (POST user_permission, saved by the super admin
-- for a Service Account); the team members' permissions stay in team_member_permissions.
create table user_permissions (
  user_id integer not null references users (id),
  permission_id integer not null references permissions (id),
  primary key (user_id, permission_id)
);

-- The user list's default order is by username (section 9), archived users left out.
create index users_list_username_idx on users (lower(username), id) where not archived;

-- Asset search matches names by their lower-case start; these keep it an index range scan.
create index patients_lower_first_name_idx on patients (lower(first_name) text_pattern_ops) where not archived;
create index practices_lower_name_idx on practices (lower(name) text_pattern_ops) where not archived;
create index practice_team_members_lower_last_name_idx
  on practice_team_members (lower(last_name) text_pattern_ops) where not archived;

-- The devices of a patient, searched by PortableConnect serial. The patient profile's migration
-- creates the same table ("if not exists" on both sides: whichever lands first creates it).
create table if not exists patient_devices (
  id serial primary key,
  patient_id integer not null references patients (id),
  device_type_id integer not null,
  serial_number text,
  mac_address text,
  device_type_variant text
);
create index if not exists patient_devices_patient_idx on patient_devices (patient_id, id);
create index patient_devices_serial_idx on patient_devices (device_type_id, serial_number text_pattern_ops);
