-- Prefix indexes for the asset search (document 1, section 7: search by Patient ID and by
-- PortableConnect serial): a LIKE 'prefix%' needs a pattern operator class, and the serial search is
-- case-insensitive, so it is indexed on lower(serial_number).
create index if not exists patients_identifier_prefix_idx on patients (identifier bpchar_pattern_ops) where not archived;
create index if not exists patient_devices_lower_serial_idx on patient_devices (device_type_id, lower(serial_number) text_pattern_ops);
