// Import CSV of the prompt editor (document 3, section 5 "Prompt CSV import"): one row per
// response, its prompt's fields repeated on each row; parsed with papaparse. Each bad row is
// reported with its line (the header is line 1); nothing is imported while any row is bad.
import Papa from 'papaparse';
import { message } from '../../src/generated/catalog';
import { otherText } from './promptEditorState';
import type { EditorPrompt, PromptGroup } from './promptRules';

/** The headers a prompt CSV needs ([prompt-csv-headers]). */
export const promptCsvHeaders = [
  'prompt_number',
  'prompt_title',
  'prompt_description',
  'additional_information_id',
  'additional_prompt_information',
  'response_id',
  'response_text',
  'maps_to',
  'text_required',
] as const;

/** The file types Import CSV accepts ([prompt-csv-import]). */
export const promptCsvAccept = '.csv,text/csv';

export type PromptCsvResult = { ok: true; prompts: EditorPrompt[] } | { ok: false; errors: string[] };

const endTarget = 'END';

/**
 * The prompts of a prompt CSV, or every error found, each bad row with its line.
 *
 * @example
 * parsePromptCsv('prompt_number,prompt_title,...\n1,Pain,...'); // { ok: true, prompts: [...] }
 */
export function parsePromptCsv(text: string): PromptCsvResult {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: false,
    transformHeader: (header) => header.trim(),
  });
  const headers = parsed.meta.fields ?? [];
  const missing = promptCsvHeaders.filter((header) => !headers.includes(header));
  if (missing.length > 0)
    return { ok: false, errors: [message('promptCsvMissingHeaders', { headers: missing.join(', ') })] };
  const errors: string[] = [];
  const prompts: EditorPrompt[] = [];
  const byTitle = new Map<string, EditorPrompt>();
  parsed.data.forEach((row, index) => {
    const line = index + 2;
    const value = (name: (typeof promptCsvHeaders)[number]) => (row[name] ?? '').trim();
    if (promptCsvHeaders.every((name) => value(name) === '')) return;
    const number = Number(value('prompt_number'));
    if (![1, 2, 3].includes(number)) {
      errors.push(message('promptCsvBadGroup', { line }));
      return;
    }
    const group = number as PromptGroup;
    const title = value('prompt_title');
    let prompt = byTitle.get(title);
    if (!prompt) {
      // [prompt-csv-one-group1]: a second prompt in group 1.
      if (group === 1 && prompts.some((candidate) => candidate.group === 1)) {
        errors.push(message('promptCsvMultipleGroup1', { line }));
        return;
      }
      prompt = {
        id: `csv-${line}`,
        title,
        group,
        description: value('prompt_description'),
        additional_information_id: value('additional_information_id'),
        additional_prompt_information: value('additional_prompt_information'),
        rtm_survey_prompt_options: [],
      };
      byTitle.set(title, prompt);
      prompts.push(prompt);
    } else if (prompt.group !== group) {
      errors.push(message('promptCsvGroupChanged', { line, title }));
      return;
    }
    const mapsTo = value('maps_to');
    const optionText = value('response_text');
    const other = optionText === otherText;
    const mapsToEnd = other || mapsTo.toUpperCase() === endTarget || mapsTo === '';
    // [prompt-csv-group3-end]: group 3 options map to END.
    if (group === 3 && !mapsToEnd) {
      errors.push(message('promptCsvGroup3End', { line }));
      return;
    }
    prompt.rtm_survey_prompt_options.push({
      id: `csv-${line}-option`,
      identifier: value('response_id'),
      option_text: optionText,
      // [prompt-csv-other]: 'Other' maps to end and requires text.
      maps_to_rtm_survey_prompt_title: mapsToEnd ? '' : mapsTo,
      maps_to_end: mapsToEnd,
      // [prompt-csv-text-required]: true when the value is 1.
      text_required: other || value('text_required') === '1',
    });
  });
  // [prompt-csv-group1-required]
  if (errors.length === 0 && !prompts.some((prompt) => prompt.group === 1))
    errors.push(message('promptCsvGroup1Required'));
  return errors.length > 0 ? { ok: false, errors } : { ok: true, prompts };
}

/**
 * The editor's prompts as a prompt CSV (the same headers), e.g. to start a file from a stored version.
 *
 * @example
 * promptCsv(prompts); // 'prompt_number,prompt_title,...\r\n1,DEF,...'
 */
export function promptCsv(prompts: readonly EditorPrompt[]): string {
  return Papa.unparse({
    fields: [...promptCsvHeaders],
    data: prompts.flatMap((prompt) =>
      prompt.rtm_survey_prompt_options.map((option) => [
        prompt.group,
        prompt.title,
        prompt.description,
        prompt.additional_information_id,
        prompt.additional_prompt_information,
        option.identifier,
        option.option_text,
        option.maps_to_end ? endTarget : option.maps_to_rtm_survey_prompt_title,
        option.text_required ? '1' : '0',
      ]),
    ),
  });
}
