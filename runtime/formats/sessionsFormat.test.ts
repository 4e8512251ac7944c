import { describe, expect, it } from 'vitest';
import { sessionsFormat } from './sessionsFormat';

describe('sessionsFormat', () => {
  it('[patient-derived-fields] shows completed / total sessions from the row', () => {
    expect(sessionsFormat(3, { completed_sessions: 3, total_sessions: 30 })).toEqual({ kind: 'text', text: '3 / 30' });
  });

  it('counts a missing side as zero', () => {
    expect(sessionsFormat(undefined, { total_sessions: 42 })).toEqual({ kind: 'text', text: '0 / 42' });
  });

  it('shows nothing when the row has no session counts', () => {
    expect(sessionsFormat(undefined, {})).toEqual({ kind: 'empty' });
  });
});
