-- The prompt editor (document 3, sections 2.14 and 3): a prompt's Additional Information ID,
-- which the template tables of 0022 did not keep.
alter table rtm_survey_prompts add column additional_information_id text;
