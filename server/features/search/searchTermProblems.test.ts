import { describe, expect, it } from 'vitest';
import { searchTermProblems } from './searchTermProblems';

describe('searchTermProblems', () => {
  it('[search-min-chars] needs 3 characters in every filled field', () => {
    expect(searchTermProblems('ab')).toEqual({ search_term: ['Minimum 3 characters.'] });
    expect(searchTermProblems('abc')).toEqual({});
    expect(searchTermProblems({ last_name: 'Smi', first_name: 'Jo' })).toEqual({ 'search_term.first_name': ['Minimum 3 characters.'] });
    expect(searchTermProblems({ last_name: 'Smi', first_name: '' })).toEqual({});
    expect(searchTermProblems({ last_name: '  ab ' })).toEqual({ 'search_term.last_name': ['Minimum 3 characters.'] });
  });

  it('requires the text, or the last name', () => {
    expect(searchTermProblems('')).toEqual({ search_term: ['Required'] });
    expect(searchTermProblems({ last_name: '', first_name: 'Helen' })).toEqual({ 'search_term.last_name': ['Required'] });
  });
});
