-- Document 2's joint-outcome surveys (sections 3, 4, 5 and 7): the instruments as data (surveys,
-- their questions and options, and the questions a survey omits) and each patient's scheduled and
-- answered surveys with their responses.
--
-- Readings written down here:
-- * Survey id 1 is the knee survey KOOS, JR. and id 3 the hip survey HOOS, JR. (sections 3 and 9).
--   Both are seeded below with the published items and the five answers None (0) to Extreme (4);
--   a question's id is the survey id x 100 + its position and an option's id the question id x 10
--   + its value, so that tests and the seed can name them.
-- * "Questions omitted for that survey" (GET survey/omitted-questions/{id}) are omitted per
--   instrument (survey id), an administrator's choice kept in survey_omitted_questions; the seed
--   omits none, so every item is asked and the published conversion table applies.
-- * raw_score and interval_score are stored when the answers are; progression_score (the change
--   from the patient's first completed survey of the instrument) is computed when read, so that it
--   stays right when an earlier survey is deleted.

create table surveys (
  id integer primary key,
  name text not null,
  joint text not null check (joint in ('knee', 'hip'))
);

create table survey_questions (
  id integer primary key,
  survey_id integer not null references surveys (id),
  sequence integer not null,
  section text not null,
  question_text text not null,
  unique (survey_id, sequence)
);

create table survey_options (
  id integer primary key,
  survey_question_id integer not null references survey_questions (id),
  value integer not null check (value between 0 and 4),
  text text not null,
  unique (survey_question_id, value)
);

create table survey_omitted_questions (
  id serial primary key,
  survey_id integer not null references surveys (id),
  survey_question_id integer not null references survey_questions (id),
  unique (survey_id, survey_question_id)
);

create table patient_surveys (
  id serial primary key,
  patient_id integer not null references patients (id),
  survey_id integer not null references surveys (id),
  scheduled_at date not null,
  completed_at timestamptz,
  raw_score integer check (raw_score >= 0),
  interval_score numeric(6, 3) check (interval_score between 0 and 100),
  created_by integer references users (id),
  created_at timestamptz not null default now(),
  -- One survey of an instrument per patient and day (the strip shows one state per day).
  unique (patient_id, survey_id, scheduled_at)
);
create index patient_surveys_patient_idx on patient_surveys (patient_id, survey_id, scheduled_at);

create table patient_survey_responses (
  id serial primary key,
  patient_survey_id integer not null references patient_surveys (id) on delete cascade,
  survey_question_id integer not null references survey_questions (id),
  survey_option_id integer not null references survey_options (id),
  unique (patient_survey_id, survey_question_id)
);

insert into surveys (id, name, joint) values (1, 'KOOS, JR.', 'knee'), (3, 'HOOS, JR.', 'hip');

insert into survey_questions (id, survey_id, sequence, section, question_text) values
  (101, 1, 1, 'Stiffness', 'How severe is your knee stiffness after first wakening in the morning?'),
  (102, 1, 2, 'Pain: What amount of knee pain have you experienced the last week during the following activities?', 'Twisting/pivoting on your knee'),
  (103, 1, 3, 'Pain: What amount of knee pain have you experienced the last week during the following activities?', 'Straightening knee fully'),
  (104, 1, 4, 'Pain: What amount of knee pain have you experienced the last week during the following activities?', 'Going up or down stairs'),
  (105, 1, 5, 'Pain: What amount of knee pain have you experienced the last week during the following activities?', 'Standing upright'),
  (106, 1, 6, 'Function, daily living: What degree of difficulty have you experienced the last week due to your knee?', 'Rising from sitting'),
  (107, 1, 7, 'Function, daily living: What degree of difficulty have you experienced the last week due to your knee?', 'Bending to floor/pick up an object'),
  (301, 3, 1, 'Pain: What amount of hip pain have you experienced the last week during the following activities?', 'Going up or down stairs'),
  (302, 3, 2, 'Pain: What amount of hip pain have you experienced the last week during the following activities?', 'Walking on an uneven surface'),
  (303, 3, 3, 'Function, daily living: What degree of difficulty have you experienced the last week due to your hip?', 'Rising from sitting'),
  (304, 3, 4, 'Function, daily living: What degree of difficulty have you experienced the last week due to your hip?', 'Bending to floor/pick up an object'),
  (305, 3, 5, 'Function, daily living: What degree of difficulty have you experienced the last week due to your hip?', 'Lying in bed (turning over, maintaining hip position)'),
  (306, 3, 6, 'Function, daily living: What degree of difficulty have you experienced the last week due to your hip?', 'Sitting');

insert into survey_options (id, survey_question_id, value, text)
select q.id * 10 + a.value, q.id, a.value, a.text
from survey_questions q
cross join (values (0, 'None'), (1, 'Mild'), (2, 'Moderate'), (3, 'Severe'), (4, 'Extreme')) as a (value, text);
