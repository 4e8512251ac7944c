-- The patient-app gateway (/api/patient-app, server/patientApp): the session number the app
-- reports with its progress, shown in the tile's patient_progress (null: the one after the
-- completed sessions).
alter table rtm_live_patients add column current_session_number integer check (current_session_number > 0);
