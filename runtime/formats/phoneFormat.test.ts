import { describe, expect, it } from 'vitest';
import { phoneFormat } from './phoneFormat';

describe('phoneFormat', () => {
  it.each([
    ['5551234567', '(555) 123-4567'],
    ['555-123-4567', '(555) 123-4567'],
    ['+1 555 123 4567', '(555) 123-4567'],
    [5551234567, '(555) 123-4567'],
  ])('[phone-display] shows %j as %s', (given, want) => {
    expect(phoneFormat(given, {})).toEqual({ kind: 'text', text: want });
  });

  it('shows a number that is not ten digits as given, so nothing is lost', () => {
    expect(phoneFormat('12345', {})).toEqual({ kind: 'text', text: '12345' });
  });

  it('shows nothing for a missing number', () => {
    expect(phoneFormat(null, {})).toEqual({ kind: 'empty' });
  });
});
