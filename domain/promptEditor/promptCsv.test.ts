// Import CSV of the prompt editor (document 3, section 5 "Prompt CSV import"), parsed with papaparse.
import { describe, expect, it } from 'vitest';
import { parsePromptCsv, promptCsv, promptCsvAccept, promptCsvHeaders } from './promptCsv';

const header = promptCsvHeaders.join(',');
const csv = (...rows: string[]) => [header, ...rows].join('\n');

const good = csv(
  '1,Pain,Any pain?,,,Pain_1,Yes,Where,0',
  '1,Pain,Any pain?,,,Pain_2,No,END,0',
  '2,Where,Where is it?,A1,Show the knee,Where_1,Knee,Severity,0',
  '2,Where,Where is it?,A1,Show the knee,Where_2,Other,Severity,0',
  '3,Severity,How bad?,,,Severity_1,Bad,END,1',
);

describe('prompt CSV', () => {
  it('[prompt-csv-import] accepts .csv files', () => {
    expect(promptCsvAccept.split(',')).toContain('.csv');
  });

  it('[prompt-csv-headers] requires every header and names the missing ones', () => {
    const result = parsePromptCsv('prompt_number,prompt_title,response_id\n1,Pain,Pain_1');
    expect(result).toEqual({
      ok: false,
      errors: [
        'Missing required headers: prompt_description, additional_information_id, additional_prompt_information, response_text, maps_to, text_required',
      ],
    });
  });

  it('reads one prompt per title with its responses and their targets', () => {
    const result = parsePromptCsv(good);
    if (!result.ok) throw new Error(result.errors.join());
    expect(
      result.prompts.map((prompt) => [prompt.title, prompt.group, prompt.rtm_survey_prompt_options.length]),
    ).toEqual([
      ['Pain', 1, 2],
      ['Where', 2, 2],
      ['Severity', 3, 1],
    ]);
    expect(result.prompts[1]).toMatchObject({
      additional_information_id: 'A1',
      additional_prompt_information: 'Show the knee',
    });
    expect(result.prompts[0]?.rtm_survey_prompt_options[0]).toMatchObject({
      maps_to_rtm_survey_prompt_title: 'Where',
      maps_to_end: false,
    });
    expect(result.prompts[0]?.rtm_survey_prompt_options[1]).toMatchObject({
      maps_to_rtm_survey_prompt_title: '',
      maps_to_end: true,
    });
  });

  it("[prompt-csv-one-group1] a second group-1 prompt is refused with 'Multiple prompts on prompt 1 found at line N.'", () => {
    const result = parsePromptCsv(
      csv('1,Pain,Any pain?,,,Pain_1,No,END,0', '1,Mood,How are you?,,,Mood_1,Fine,END,0'),
    );
    expect(result).toEqual({ ok: false, errors: ['Multiple prompts on prompt 1 found at line 3.'] });
  });

  it('[prompt-csv-group1-required] a CSV without a group-1 prompt is refused', () => {
    expect(parsePromptCsv(csv('2,Where,Where?,,,Where_1,Knee,END,0'))).toEqual({
      ok: false,
      errors: ['At least one prompt on prompt 1 is required.'],
    });
  });

  it('[prompt-csv-group3-end] a group-3 option mapping anywhere but END is refused, with its line; every bad row is reported', () => {
    const result = parsePromptCsv(
      csv(
        '1,Pain,Any pain?,,,Pain_1,No,END,0',
        '3,Severity,How bad?,,,Severity_1,Bad,Pain,0',
        '7,Odd,?,,,Odd_1,x,END,0',
      ),
    );
    expect(result).toEqual({
      ok: false,
      errors: ['Prompt 3 responses must map to END (line 3).', 'prompt_number must be 1, 2 or 3 (line 4).'],
    });
  });

  it("[prompt-csv-other] an 'Other' option maps to end and requires text, whatever its row says", () => {
    const result = parsePromptCsv(good);
    if (!result.ok) throw new Error(result.errors.join());
    expect(result.prompts[1]?.rtm_survey_prompt_options[1]).toMatchObject({
      option_text: 'Other',
      maps_to_end: true,
      maps_to_rtm_survey_prompt_title: '',
      text_required: true,
    });
  });

  it('[prompt-csv-text-required] text_required is true when the value is 1, false otherwise', () => {
    const result = parsePromptCsv(good);
    if (!result.ok) throw new Error(result.errors.join());
    expect(result.prompts[2]?.rtm_survey_prompt_options[0]?.text_required).toBe(true);
    expect(result.prompts[0]?.rtm_survey_prompt_options[0]?.text_required).toBe(false);
  });

  it('a written CSV reads back as the same prompts', () => {
    const result = parsePromptCsv(good);
    if (!result.ok) throw new Error(result.errors.join());
    const again = parsePromptCsv(promptCsv(result.prompts));
    if (!again.ok) throw new Error(again.errors.join());
    const strip = (prompts: typeof result.prompts) =>
      prompts.map(({ id: _id, rtm_survey_prompt_options, ...prompt }) => ({
        ...prompt,
        options: rtm_survey_prompt_options.map(({ id: _option, ...option }) => option),
      }));
    expect(strip(again.prompts)).toEqual(strip(result.prompts));
  });
});
