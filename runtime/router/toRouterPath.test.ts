import { describe, expect, it } from 'vitest';
import { toRouterPath } from './toRouterPath';

describe('toRouterPath', () => {
  it('turns spec parameters into router parameters', () => {
    expect(toRouterPath('/surveyTemplates/{templateId}/versions/{versionId}')).toBe(
      '/surveyTemplates/:templateId/versions/:versionId',
    );
    expect(toRouterPath('/patients')).toBe('/patients');
  });
});
