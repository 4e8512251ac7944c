import { describe, expect, it } from 'vitest';
import { fillTemplate } from './fillTemplate';

describe('fillTemplate', () => {
  it.each([
    {
      template: '{first_name} {last_name}',
      record: { first_name: 'Ada', last_name: 'Lee' },
      encode: false,
      want: 'Ada Lee',
    },
    {
      template: '{surgeon.name}',
      record: { surgeon: { name: 'Dr. Okafor' } },
      encode: false,
      want: 'Dr. Okafor',
    },
    { template: '{missing}!', record: {}, encode: false, want: '!' },
    { template: '/patientInformation/{id}', record: { id: 7 }, encode: true, want: '/patientInformation/7' },
    { template: '/documents/{id}', record: {}, encode: true, want: '/documents/{id}' },
    { template: '/x/{name}', record: { name: 'a b' }, encode: true, want: '/x/a%20b' },
  ])('$template', ({ template, record, encode, want }) => {
    expect(fillTemplate(template, record, encode)).toBe(want);
  });
});
