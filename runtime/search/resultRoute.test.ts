import { describe, expect, it } from 'vitest';
import { resultRoute } from './resultRoute';

const link = { by: 'model_type', routes: { patient: '/patientProfile/{id}', practice: '/practice/{id}' } };

describe('resultRoute', () => {
  it('picks the route by the row\'s model type and fills it from the row', () => {
    expect(resultRoute(link, { model_type: 'patient', id: 7 })).toBe('/patientProfile/7');
    expect(resultRoute(link, { model_type: 'practice', id: 3 })).toBe('/practice/3');
  });

  it('gives no route for an unknown type or a row without the field', () => {
    expect(resultRoute(link, { model_type: 'device', id: 1 })).toBeUndefined();
    expect(resultRoute(link, { model_type: 'patient' })).toBeUndefined();
    expect(resultRoute(undefined, { model_type: 'patient', id: 1 })).toBeUndefined();
  });
});
