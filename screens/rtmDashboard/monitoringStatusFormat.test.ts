import { describe, expect, it } from 'vitest';
import { monitoringStatusFormat } from './monitoringStatusFormat';

describe('monitoringStatusFormat', () => {
  it('[unnamed-panel-visibility] says a patient without a live tile is not in a session, and a tile status in the monitoring words', () => {
    expect(monitoringStatusFormat(null, {})).toEqual({ kind: 'text', text: 'Not in a session' });
    expect(monitoringStatusFormat('CALL_REQUIRED', {})).toEqual({ kind: 'text', text: 'In session, call required' });
    expect(monitoringStatusFormat('COMPLETE', {})).toEqual({ kind: 'text', text: 'Session complete' });
    expect(monitoringStatusFormat('SOMETHING_ELSE', {})).toEqual({ kind: 'empty' });
  });
});
