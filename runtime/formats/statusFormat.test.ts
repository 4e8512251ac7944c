import { describe, expect, it } from 'vitest';
import { statusFormat } from './statusFormat';

describe('statusFormat', () => {
  it('[patient-status-values] shows the name of a status object', () => {
    expect(statusFormat({ id: 2, name: 'Active' }, {})).toEqual({ kind: 'text', text: 'Active' });
  });

  it('shows a status given as text', () => {
    expect(statusFormat('Archived', {})).toEqual({ kind: 'text', text: 'Archived' });
  });

  it('shows nothing for a status object without a name', () => {
    expect(statusFormat({ id: 2 }, {})).toEqual({ kind: 'empty' });
  });
});
