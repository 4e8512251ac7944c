-- Devices (document 3, sections 2.4, 3, 4, 7.2): the tablet identifiers the device-management
-- service knows a tablet by, and the device sessions (a patient using a device from start to end)
-- that the device detail page and the session page (/uxcam/{patientID}) list. Document 2's session
-- charts build on device_sessions. The devices table itself comes from 0007 (patient wizard).

-- A tablet (device type 8) is searched by its serial number; the device-management service knows
-- it by its IMEI, and its commands take its device UUID (document 3, section 7.2 leaves the
-- relationship open; this is the choice, see specs/api/tablets.yaml).
alter table devices add column if not exists imei text;
alter table devices add column if not exists device_uuid text;
alter table devices add column if not exists created_at timestamptz not null default now();
create unique index if not exists devices_device_uuid_key on devices (device_uuid) where device_uuid is not null;
create index if not exists devices_type_status_idx on devices (device_type_id, status);
create index if not exists devices_lower_serial_idx on devices (lower(serial_number) text_pattern_ops);

create table if not exists device_sessions (
  id bigserial primary key,
  patient_id integer not null references patients (id),
  device_id integer not null references devices (id),
  started_at timestamptz not null,
  ended_at timestamptz,
  check (ended_at is null or ended_at >= started_at)
);
create index if not exists device_sessions_patient_idx on device_sessions (patient_id, started_at desc);
create index if not exists device_sessions_device_idx on device_sessions (device_id, started_at desc);
