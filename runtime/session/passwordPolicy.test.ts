import { describe, expect, it } from 'vitest';
import { passwordProblems, type PasswordContext } from './passwordPolicy';

describe('passwordProblems', () => {
  const cases: { rule: string; title: string; given: [string, PasswordContext?]; want: string[] }[] = [
    {
      rule: 'password-character-classes',
      title: 'a strong password passes',
      given: ['Cadence#2026'],
      want: [],
    },
    { rule: 'password-required', title: 'an empty password is required', given: [''], want: ['Required'] },
    {
      rule: 'password-length',
      title: 'seven characters are too few',
      given: ['Ab1#xyz'],
      want: ['Minimum 8 characters'],
    },
    { rule: 'password-length', title: 'eight characters are enough', given: ['Ab1#xyzw'], want: [] },
    {
      rule: 'password-length',
      title: 'sixty-four characters are allowed',
      given: ['Ab1#' + 'x'.repeat(60)],
      want: [],
    },
    {
      rule: 'password-length',
      title: 'sixty-five characters are too many',
      given: ['Ab1#' + 'x'.repeat(61)],
      want: ['Maximum 64 characters'],
    },
    {
      rule: 'password-lowercase',
      title: 'needs a lowercase letter',
      given: ['CADENCE#2026'],
      want: ['Must include lowercase letter'],
    },
    {
      rule: 'password-character-classes',
      title: 'needs an uppercase letter',
      given: ['cadence#2026'],
      want: ['Must include uppercase letter'],
    },
    {
      rule: 'password-character-classes',
      title: 'needs a number',
      given: ['Cadence#abcd'],
      want: ['Must include number'],
    },
    {
      rule: 'password-character-classes',
      title: 'needs a special character',
      given: ['Cadence2026'],
      want: ['Must include special character'],
    },
    {
      rule: 'password-character-classes',
      title: 'a space counts as special',
      given: ['Cadence 2026'],
      want: [],
    },
    {
      rule: 'password-no-username',
      title: 'cannot contain the username, whatever the case',
      given: ['Jdoe#2026abc', { username: 'JDOE' }],
      want: ['Cannot contain username'],
    },
    {
      rule: 'password-no-username',
      title: 'an unknown username is not checked',
      given: ['Jdoe#2026abc', { username: '' }],
      want: [],
    },
    {
      rule: 'password-confirm-match',
      title: 'the confirmation must match',
      given: ['Cadence#2026', { confirmation: 'Cadence#2025' }],
      want: ['Passwords must match'],
    },
    {
      rule: 'password-confirm-match',
      title: 'a matching confirmation passes',
      given: ['Cadence#2026', { confirmation: 'Cadence#2026' }],
      want: [],
    },
    {
      rule: 'password-length',
      title: 'every broken rule is listed in order',
      given: ['abc', { username: 'abc', confirmation: 'x' }],
      want: [
        'Minimum 8 characters',
        'Must include uppercase letter',
        'Must include number',
        'Must include special character',
        'Cannot contain username',
        'Passwords must match',
      ],
    },
  ];

  for (const { rule, title, given, want } of cases) {
    it(`[${rule}] ${title}`, () => {
      expect(passwordProblems(...given)).toEqual(want);
    });
  }
});
