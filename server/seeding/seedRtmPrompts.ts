// Demo RTM survey templates (document 3, sections 2.13 and 3) with one version each and a
// branching prompt flow across groups 1 to 3 (document 2, section 4 "Prompt flow"), and the
// assignment of demo patients to them, so that the RTM dashboard's tiles have template colours and
// its Prompts tab a real flow. Runs once: a database that already has templates is left alone.
import type { Queryable } from '../db/Database';

interface SeedOption {
  text: string;
  /** The title of the prompt the option leads to; absent: the option ends the flow. */
  to?: string;
  textRequired?: boolean;
}

interface SeedPrompt {
  title: string;
  group: 1 | 2 | 3;
  description: string;
  information?: string;
  options: SeedOption[];
}

interface SeedTemplate {
  identifier: string;
  name: string;
  tileColorHex: string;
  version: string;
  prompts: SeedPrompt[];
}

/** The demo's templates, each with one version; patients are assigned to them in turn. */
export const demoRtmTemplates: readonly SeedTemplate[] = [
  {
    identifier: 'RTM-KNEE',
    name: 'Post-op Knee Check-in',
    tileColorHex: '#0899b7',
    version: 'RTM-KNEE-V1',
    prompts: [
      {
        title: 'FEELING',
        group: 1,
        description: 'How is the patient feeling about today’s session?',
        information: 'Ask before reviewing the session data with the patient.',
        options: [
          { text: 'Doing well', to: 'SESSION_GOAL' },
          { text: 'Some pain or discomfort', to: 'PAIN_LOCATION' },
          { text: 'Other', textRequired: true },
        ],
      },
      {
        title: 'SESSION_GOAL',
        group: 2,
        description: 'Did the patient reach today’s session goal?',
        options: [
          { text: 'Yes' },
          { text: 'No', to: 'FOLLOW_UP', textRequired: true },
        ],
      },
      {
        title: 'PAIN_LOCATION',
        group: 2,
        description: 'Where is the pain?',
        information: 'Pain of 8 or more needs a call.',
        options: [
          { text: 'Around the operated knee', to: 'PAIN_PLAN' },
          { text: 'Elsewhere', to: 'PAIN_PLAN', textRequired: true },
        ],
      },
      {
        title: 'PAIN_PLAN',
        group: 3,
        description: 'What was agreed with the patient?',
        options: [
          { text: 'Continue the treatment plan' },
          { text: 'Contact the surgeon’s office' },
          { text: 'Other', textRequired: true },
        ],
      },
      {
        title: 'FOLLOW_UP',
        group: 3,
        description: 'Is a follow-up call needed?',
        options: [{ text: 'Call again tomorrow' }, { text: 'No follow-up needed' }],
      },
    ],
  },
  {
    identifier: 'RTM-PAIN',
    name: 'Pain Follow-up',
    tileColorHex: '#e8590c',
    version: 'RTM-PAIN-V1',
    prompts: [
      {
        title: 'PAIN_NOW',
        group: 1,
        description: 'How does the patient rate the pain now?',
        information: 'Compare with the pain reported before the session.',
        options: [
          { text: 'Lower than before the session' },
          { text: 'The same as before', to: 'MEDICATION' },
          { text: 'Higher than before', to: 'MEDICATION', textRequired: true },
        ],
      },
      {
        title: 'MEDICATION',
        group: 2,
        description: 'Has the patient taken pain medication as prescribed?',
        options: [
          { text: 'Yes', to: 'ESCALATION' },
          { text: 'No', to: 'ESCALATION', textRequired: true },
        ],
      },
      {
        title: 'ESCALATION',
        group: 3,
        description: 'Does the care team need to know?',
        options: [{ text: 'Notify the care team', textRequired: true }, { text: 'No escalation needed' }],
      },
    ],
  },
];

/** Demo patients assigned to a template version (the first ones, who have devices, among them). */
const assignedPatients = 24;

/**
 * Adds the demo templates, versions, prompts and options, and assigns the first demo patients to
 * the versions in turn (patient ids alternate between the templates).
 *
 * @example
 * await db.transaction((tx) => seedRtmPrompts(tx));
 */
export async function seedRtmPrompts(db: Queryable): Promise<void> {
  const [existing] = await db.query<{ count: number }>('select count(*)::int as count from rtm_survey_templates');
  if ((existing?.count ?? 0) > 0) return;
  const versionIds: number[] = [];
  for (const [index, template] of demoRtmTemplates.entries()) {
    const [row] = await db.query<{ version_id: number }>(
      `with t as (
         insert into rtm_survey_templates (identifier, name, tile_color_hex, pt_assignable, pta_assignable, sequence)
         values ($1, $2, $3, true, true, $4) returning id)
       insert into rtm_survey_template_versions (identifier, rtm_survey_template_id) select $5, id from t returning id as version_id`,
      [template.identifier, template.name, template.tileColorHex, index + 1, template.version],
    );
    if (!row) continue;
    versionIds.push(row.version_id);
    const prompts = await db.query<{ id: number; title: string }>(
      `insert into rtm_survey_prompts (template_version_id, title, group_number, description, additional_prompt_information, sequence)
       select $1, p.title, p.group_number, p.description, p.information, p.position
       from unnest($2::text[], $3::int[], $4::text[], $5::text[]) with ordinality as p (title, group_number, description, information, position)
       returning id, title`,
      [
        row.version_id,
        template.prompts.map((prompt) => prompt.title),
        template.prompts.map((prompt) => prompt.group),
        template.prompts.map((prompt) => prompt.description),
        template.prompts.map((prompt) => prompt.information ?? null),
      ],
    );
    const idOf = new Map(prompts.map((prompt) => [prompt.title, prompt.id]));
    const options = template.prompts.flatMap((prompt) =>
      prompt.options.map((option, position) => ({
        promptId: idOf.get(prompt.title) ?? 0,
        identifier: `${prompt.title}_${String(position + 1)}`,
        text: option.text,
        textRequired: option.textRequired ?? false,
        mapsTo: option.to === undefined ? null : (idOf.get(option.to) ?? null),
        position: position + 1,
      })),
    );
    await db.query(
      `insert into rtm_survey_prompt_options (prompt_id, identifier, option_text, text_required, maps_to_prompt_id, sequence)
       select * from unnest($1::int[], $2::text[], $3::text[], $4::boolean[], $5::int[], $6::int[])`,
      [
        options.map((option) => option.promptId),
        options.map((option) => option.identifier),
        options.map((option) => option.text),
        options.map((option) => option.textRequired),
        options.map((option) => option.mapsTo),
        options.map((option) => option.position),
      ],
    );
  }
  if (versionIds.length === 0) return;
  await db.query(
    `insert into rtm_patient_template_versions (patient_id, template_version_id)
     select p.id, ($1::int[])[1 + (p.row_number - 1) % cardinality($1::int[])]
     from (select id, row_number() over (order by id)::int as row_number from patients where not archived order by id limit $2) p`,
    [versionIds, assignedPatients],
  );
}
