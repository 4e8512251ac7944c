import { describe, expect, it } from 'vitest';
import { specsOverlayError } from './specsOverlayError';

describe('specsOverlayError', () => {
  it('shows every problem in the overlay and points at the first one', () => {
    const payload = specsOverlayError('/repo', [
      {
        file: 'specs/screens/patients.screen.yaml',
        line: 14,
        column: 27,
        message: 'unknown format `painColor`; did you mean `painColour`?',
      },
      { file: 'specs/access.yaml', line: 3, column: 5, message: 'unknown role `nurse`' },
    ]);
    expect(payload).toEqual({
      type: 'error',
      err: {
        message:
          'Spec problems:\nspecs/screens/patients.screen.yaml:14:27  unknown format `painColor`; did you mean `painColour`?\nspecs/access.yaml:3:5  unknown role `nurse`',
        stack: '',
        plugin: 'cadence-specs',
        id: '/repo/specs/screens/patients.screen.yaml',
        loc: { file: '/repo/specs/screens/patients.screen.yaml', line: 14, column: 27 },
      },
    });
  });
});
