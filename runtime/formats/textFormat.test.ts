import { describe, expect, it } from 'vitest';
import { textFormat } from './textFormat';

describe('textFormat', () => {
  it('shows strings and numbers as they are', () => {
    expect(textFormat('Smith', {})).toEqual({ kind: 'text', text: 'Smith' });
    expect(textFormat(42, {})).toEqual({ kind: 'text', text: '42' });
  });

  it('shows nothing for missing values rather than "null" or "[object Object]"', () => {
    expect(textFormat(null, {})).toEqual({ kind: 'empty' });
    expect(textFormat(undefined, {})).toEqual({ kind: 'empty' });
    expect(textFormat({ id: 1 }, {})).toEqual({ kind: 'empty' });
    expect(textFormat('', {})).toEqual({ kind: 'empty' });
  });
});
