import { describe, expect, it } from 'vitest';
import openapi from '../../src/generated/openapi.json' with { type: 'json' };
import { readAuditSpec } from './AuditSpec';

describe('readAuditSpec', () => {
  it('reads every x-audit of specs/api', () => {
    const marked = Object.values(openapi.paths as Record<string, Record<string, { operationId?: string; 'x-audit'?: unknown }>>)
      .flatMap((item) => Object.values(item))
      .filter((operation) => operation['x-audit'] !== undefined);
    expect(marked.length).toBeGreaterThan(10);
    for (const operation of marked) expect(readAuditSpec(operation.operationId ?? '', operation['x-audit'])).not.toBeNull();
  });

  it('reads a single source as a list, and nothing when absent', () => {
    expect(readAuditSpec('op', { action: 'patient.read', kind: 'read', patient: 'path.id' })).toEqual({ action: 'patient.read', kind: 'read', patient: ['path.id'] });
    expect(readAuditSpec('op', undefined)).toBeNull();
  });

  it.each([
    ['no action', { kind: 'read', patient: 'path.id' }, /bad action/],
    ['an unknown kind', { action: 'patient.peek', kind: 'peek', patient: 'path.id' }, /unknown kind/],
    ['no patient source', { action: 'patient.read', kind: 'read' }, /no source/],
    ['a source of another kind', { action: 'patient.read', kind: 'read', patient: 'header.id' }, /bad patient source/],
  ])('refuses %s at boot', (_name, value, error) => {
    expect(() => readAuditSpec('op', value)).toThrow(error);
  });
});
