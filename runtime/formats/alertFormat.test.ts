import { describe, expect, it } from 'vitest';
import { alertFormat } from './alertFormat';

describe('alertFormat', () => {
  it.each([true, 1, '1', 'true'])('shows a labelled alert icon for %j', (flag) => {
    expect(alertFormat(flag, {})).toEqual({ kind: 'icon', icon: 'alert', label: 'Alert' });
  });

  it.each([false, 0, null, undefined, '0'])('shows nothing for %j', (flag) => {
    expect(alertFormat(flag, {})).toEqual({ kind: 'empty' });
  });
});
