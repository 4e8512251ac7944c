-- The patient information wizard (document 1, sections 3-5): a patient's address and phones, the
-- installation method and the fields limited to monitoring roles, the procedure's Medicare flag,
-- treatment template and codes, the procedure code directory (CPT, ICD10, HCPCS), and devices
-- with the patient they are assigned to. Tables other work may also create are created only if
-- missing, and columns added only if missing, so the order of migrations does not matter.

create table if not exists installation_method_types (id integer primary key, name text not null, label text not null);
insert into installation_method_types (id, name, label) values
  (1, 'unknown', 'Unknown'), (2, 'remote_onboarding', 'Remote Onboarding'),
  (3, 'field_clinician_in_person', 'Field Clinician In-Person'), (4, 'dme', 'DME'), (5, 'automated', 'Automated')
on conflict (id) do nothing;

create table if not exists treatment_plan_template_types (id integer primary key, name text not null);
insert into treatment_plan_template_types (id, name) values
  (1, 'Surgeon Default'), (2, '30 Day'), (3, '42 Day'), (4, '60 Day'), (5, 'Cardiac')
on conflict (id) do nothing;

alter table patients add column if not exists installation_method_type_id integer not null default 1 references installation_method_types (id);
alter table patients add column if not exists patient_monitoring_specialist_id integer references users (id);
alter table patients add column if not exists rtm_permission boolean not null default false;
alter table patients add column if not exists rtm_patient_education boolean not null default false;
alter table patients add column if not exists rtm_follow_up_needed boolean not null default false;
alter table patients add column if not exists interaction_code_80 boolean not null default false;
alter table patients add column if not exists interaction_code_81 boolean not null default false;
alter table patients add column if not exists beta boolean not null default false;
alter table patients add column if not exists locked boolean not null default false;
alter table patients add column if not exists medicare_compliance text check (medicare_compliance in ('In Compliance', 'At Risk', 'Non-compliant'));

create table if not exists patient_addresses (
  id serial primary key,
  patient_id integer not null references patients (id),
  line_1 text,
  city text,
  state char(2) not null check (state ~ '^[A-Z]{2}$'),
  zip_code text check (zip_code ~ '^[0-9]+$')
);
create index if not exists patient_addresses_patient_idx on patient_addresses (patient_id, id);

-- Named Home Phone or Mobile Phone ([patient-phone-names]).
create table if not exists patient_phone_numbers (
  id serial primary key,
  patient_id integer not null references patients (id),
  name text not null,
  number char(10) not null check (number ~ '^[0-9]{10}$')
);
create index if not exists patient_phone_numbers_patient_idx on patient_phone_numbers (patient_id, id);

-- A procedure made by the wizard has no hand-typed name; older ones do (is_legacy_name), and
-- those need a physical therapist ([patient-pt-legacy-procedure]).
alter table patient_procedures alter column procedure_name drop not null;
alter table patient_procedures add column if not exists is_legacy_name boolean not null default true;
alter table patient_procedures add column if not exists medicare_insurance boolean not null default false;
alter table patient_procedures add column if not exists treatment_plan_template_id integer not null default 1 references treatment_plan_template_types (id);
alter table patient_procedures add column if not exists treatment_start_date date;

-- Code types: ICD 1, HCPCS 2, CPT 3 ([procedure-code-types]).
create table if not exists procedure_codes (
  id serial primary key,
  procedure_code_type_id integer not null check (procedure_code_type_id in (1, 2, 3)),
  code text not null,
  description text not null,
  unique (procedure_code_type_id, code)
);
create index if not exists procedure_codes_lower_code_idx on procedure_codes (procedure_code_type_id, lower(code) text_pattern_ops);

create table if not exists patient_procedure_codes (
  patient_procedure_id integer not null references patient_procedures (id),
  procedure_code_id integer not null references procedure_codes (id),
  primary key (patient_procedure_id, procedure_code_id)
);

create table if not exists device_types (id integer primary key, name text not null);
insert into device_types (id, name) values
  (1, 'PortableConnect'), (2, 'Pedal Unit Controller'), (3, 'AccuPedals'), (4, 'AccuAngle'), (5, 'AccuStep'),
  (6, 'Pedal Left'), (7, 'Pedal Right'), (8, 'Tablet'), (9, 'Accumotion Thigh'), (10, 'Accumotion Calf'),
  (11, 'Viatom Pulse Ox'), (12, 'iHealth BPM'), (14, 'Vivalink ECG')
on conflict (id) do nothing;

create table if not exists devices (
  id serial primary key,
  name text,
  status text,
  firmware_version text,
  device_type_id integer not null references device_types (id),
  device_type_variant integer,
  serial_number text not null,
  mac_address text
);
alter table devices add column if not exists patient_id integer references patients (id);
create unique index if not exists devices_type_serial_key on devices (device_type_id, serial_number);
create index if not exists devices_patient_idx on devices (patient_id);

-- A realistic directory of codes for knee, hip and cardiac programmes.
insert into procedure_codes (procedure_code_type_id, code, description) values
  (3, '27447', 'Arthroplasty, knee, condyle and plateau; medial and lateral compartments (total knee arthroplasty)'),
  (3, '27446', 'Arthroplasty, knee, condyle and plateau; medial or lateral compartment (unicompartmental)'),
  (3, '27486', 'Revision of total knee arthroplasty, with or without allograft; 1 component'),
  (3, '27487', 'Revision of total knee arthroplasty, with or without allograft; femoral and entire tibial component'),
  (3, '27130', 'Arthroplasty, acetabular and proximal femoral prosthetic replacement (total hip arthroplasty)'),
  (3, '27125', 'Hemiarthroplasty, hip, partial'),
  (3, '27134', 'Revision of total hip arthroplasty; both components'),
  (3, '29888', 'Arthroscopically aided anterior cruciate ligament repair/augmentation or reconstruction'),
  (3, '29881', 'Arthroscopy, knee, surgical; with meniscectomy (medial or lateral)'),
  (3, '29880', 'Arthroscopy, knee, surgical; with meniscectomy (medial and lateral)'),
  (3, '27332', 'Arthrotomy, with excision of semilunar cartilage (meniscectomy) knee; medial or lateral'),
  (3, '97161', 'Physical therapy evaluation: low complexity'),
  (3, '97162', 'Physical therapy evaluation: moderate complexity'),
  (3, '97110', 'Therapeutic procedure, 1 or more areas, each 15 minutes; therapeutic exercises'),
  (3, '98975', 'Remote therapeutic monitoring; initial set-up and patient education on use of equipment'),
  (3, '98977', 'Remote therapeutic monitoring; device supply, musculoskeletal system, each 30 days'),
  (3, '98980', 'Remote therapeutic monitoring treatment management services, first 20 minutes'),
  (3, '98981', 'Remote therapeutic monitoring treatment management services, each additional 20 minutes'),
  (3, '93797', 'Physician or other qualified health care professional services for outpatient cardiac rehabilitation; without continuous ECG monitoring'),
  (3, '93798', 'Physician or other qualified health care professional services for outpatient cardiac rehabilitation; with continuous ECG monitoring'),
  (3, '33533', 'Coronary artery bypass, using arterial graft(s); single arterial graft'),
  (3, '92928', 'Percutaneous transcatheter placement of intracoronary stent(s); single major coronary artery'),
  (1, 'M17.11', 'Unilateral primary osteoarthritis, right knee'),
  (1, 'M17.12', 'Unilateral primary osteoarthritis, left knee'),
  (1, 'M17.0', 'Bilateral primary osteoarthritis of knee'),
  (1, 'M16.11', 'Unilateral primary osteoarthritis, right hip'),
  (1, 'M16.12', 'Unilateral primary osteoarthritis, left hip'),
  (1, 'M16.0', 'Bilateral primary osteoarthritis of hip'),
  (1, 'S83.511A', 'Sprain of anterior cruciate ligament of right knee, initial encounter'),
  (1, 'S83.512A', 'Sprain of anterior cruciate ligament of left knee, initial encounter'),
  (1, 'S83.241A', 'Other tear of medial meniscus, current injury, right knee, initial encounter'),
  (1, 'Z96.651', 'Presence of right artificial knee joint'),
  (1, 'Z96.652', 'Presence of left artificial knee joint'),
  (1, 'Z96.641', 'Presence of right artificial hip joint'),
  (1, 'Z96.642', 'Presence of left artificial hip joint'),
  (1, 'Z47.1', 'Aftercare following joint replacement surgery'),
  (1, 'I25.10', 'Atherosclerotic heart disease of native coronary artery without angina pectoris'),
  (1, 'I21.4', 'Non-ST elevation (NSTEMI) myocardial infarction'),
  (1, 'I50.9', 'Heart failure, unspecified'),
  (1, 'Z95.1', 'Presence of aortocoronary bypass graft'),
  (1, 'Z95.5', 'Presence of coronary angioplasty implant and graft'),
  (2, 'E0935', 'Continuous passive motion exercise device for use on knee only'),
  (2, 'E0936', 'Continuous passive motion exercise device for use other than knee'),
  (2, 'E0100', 'Cane, includes canes of all materials, adjustable or fixed, with tip'),
  (2, 'E0105', 'Cane, quad or three prong, includes canes of all materials, adjustable or fixed, with tips'),
  (2, 'E0135', 'Walker, folding (pickup), adjustable or fixed height'),
  (2, 'E0143', 'Walker, folding, wheeled, adjustable or fixed height'),
  (2, 'E0165', 'Commode chair, mobile or stationary, with detachable arms'),
  (2, 'L1832', 'Knee orthosis, adjustable knee joints (unicentric or polycentric), positional orthosis, rigid support, prefabricated'),
  (2, 'L1686', 'Hip orthosis, abduction control of hip joint, postoperative hip abduction type, prefabricated'),
  (2, 'G0422', 'Intensive cardiac rehabilitation; with or without continuous ECG monitoring with exercise, per session'),
  (2, 'G0423', 'Intensive cardiac rehabilitation; with or without continuous ECG monitoring; without exercise, per session'),
  (2, 'G2012', 'Brief communication technology-based service, e.g. virtual check-in')
on conflict (procedure_code_type_id, code) do nothing;
