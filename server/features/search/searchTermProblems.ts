/** The message of a filled search field shorter than 3 characters ([search-min-chars]). */
export const minimumCharactersMessage = 'Minimum 3 characters.';

/** Every search field needs at least this many characters once filled. */
export const searchTermMinLength = 3;

/** The search term as sent: one text, or last and first name. */
export type SearchTerm = string | { last_name: string; first_name?: string | null };

/**
 * The validation errors of a search term, by field (`search_term`, or `search_term.last_name` and
 * `search_term.first_name` for the two-name options): a filled field of fewer than 3 characters
 * gets 'Minimum 3 characters.' and an empty required one (the text, or the last name) 'Required'
 * as the spec's forms say. Empty when the term may be searched.
 *
 * @example
 * searchTermProblems({ last_name: 'Sm', first_name: '' }); // { 'search_term.last_name': ['Minimum 3 characters.'] }
 */
export function searchTermProblems(term: SearchTerm): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const check = (field: string, value: string | null | undefined, required: boolean) => {
    const text = value?.trim() ?? '';
    if (text === '') {
      if (required) problems[field] = ['Required'];
      return;
    }
    if (text.length < searchTermMinLength) problems[field] = [minimumCharactersMessage];
  };
  if (typeof term === 'string') check('search_term', term, true);
  else {
    check('search_term.last_name', term.last_name, true);
    check('search_term.first_name', term.first_name, false);
  }
  return problems;
}
