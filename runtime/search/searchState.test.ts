import { describe, expect, it } from 'vitest';
import type { SearchOption } from '../../src/generated/spec-types';
import { routeTable } from '../../src/generated/allScreens';
import { fieldEnabled, offeredOptions, readSearchState, searchProblems, searchRequestBody, searchStateQuery } from './searchState';

const screen = routeTable['/search'];
if (screen?.kind !== 'search') throw new Error('the search screen spec is missing');
const spec = screen.search;
const option = (value: string): SearchOption => {
  const found = spec.options.find((candidate) => candidate.value === value);
  if (!found) throw new Error(value);
  return found;
};

describe('search screen spec and state', () => {
  it('[search-options] offers Patient Name, Patient Portable Connect, Patient Identifier, Practice and Practice Team Member', () => {
    expect(spec.options.map((candidate) => candidate.label)).toEqual(['Patient Name', 'Patient Portable Connect', 'Patient Identifier', 'Practice', 'Practice Team Member']);
    expect(option('patient_name').fields.map((field) => [field.label, field.required === true])).toEqual([['Last Name', true], ['First Name', false]]);
    expect(option('practice_team_member').fields.map((field) => field.field)).toEqual(['last_name', 'first_name']);
  });

  it('[search-practice-super-users] offers the Practice option to super users only', () => {
    const superUser = offeredOptions(spec, (rule) => rule.superUser === true || rule.superUser === undefined);
    const clinic = offeredOptions(spec, (rule) => rule.superUser !== true);
    expect(superUser.map((candidate) => candidate.value)).toContain('practice');
    expect(clinic.map((candidate) => candidate.value)).toEqual(['patient_name', 'patient_portable_connect', 'patient_identifier', 'practice_team_member']);
  });

  it('[search-min-chars] refuses a filled field of fewer than 3 characters with \'Minimum 3 characters.\'', () => {
    expect(searchProblems(spec, option('patient_name'), { last_name: 'Sm', first_name: '' })).toEqual({ last_name: 'Minimum 3 characters.' });
    expect(searchProblems(spec, option('patient_name'), { last_name: 'Smi', first_name: 'J' })).toEqual({ first_name: 'Minimum 3 characters.' });
    expect(searchProblems(spec, option('patient_name'), { last_name: '', first_name: '' })).toEqual({ last_name: 'Required' });
    expect(searchProblems(spec, option('practice'), { name: 'lake' })).toEqual({});
  });

  it('[search-second-name-disabled] keeps the first name disabled until the last name is filled', () => {
    expect(fieldEnabled(option('patient_name'), 'first_name', { last_name: '' })).toBe(false);
    expect(fieldEnabled(option('patient_name'), 'first_name', { last_name: 'S' })).toBe(true);
    expect(fieldEnabled(option('practice_team_member'), 'first_name', { last_name: ' ' })).toBe(false);
    expect(fieldEnabled(option('patient_name'), 'last_name', {})).toBe(true);
  });

  it('[search-call] sends {search_term, search_model, page}', () => {
    expect(searchRequestBody(spec, option('patient_identifier'), { model: 'patient_identifier', values: { identifier: ' 12345 ' }, page: 0 })).toEqual({
      search_model: 'patient_identifier',
      search_term: '12345',
      page: 1,
      limit: 20,
    });
    expect(searchRequestBody(spec, option('patient_name'), { model: 'patient_name', values: { last_name: 'smi', first_name: '' }, page: 3 })).toEqual({
      search_model: 'patient_name',
      search_term: { last_name: 'smi' },
      page: 3,
      limit: 20,
    });
  });

  it('keeps the option, the fields and the page in the URL', () => {
    const options = offeredOptions(spec, () => true);
    const state = { model: 'practice_team_member', values: { last_name: 'oka', first_name: '' }, page: 2 };
    expect(searchStateQuery(state).toString()).toBe('model=practice_team_member&last_name=oka&page=2');
    expect(readSearchState(searchStateQuery(state), options)).toEqual(state);
    // An option the user is not offered falls back to the first one.
    expect(readSearchState(new URLSearchParams('model=practice&name=x'), offeredOptions(spec, (rule) => rule.superUser !== true)).model).toBe('patient_name');
  });
});
