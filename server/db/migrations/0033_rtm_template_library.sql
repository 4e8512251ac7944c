-- RTM Survey Template Library (document 3, sections 2.13, 3 "Auto-assign config entry" and 7.7):
-- the version a new RTM patient of a template is given automatically (the RTM Configuration
-- modal, auto_assign_config), or null. The library's order is rtm_survey_templates.sequence.
alter table rtm_survey_templates
  add column auto_assign_version_id integer references rtm_survey_template_versions (id);
