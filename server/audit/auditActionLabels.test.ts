// Every action key the server records has a label in the catalogue (lookup auditActions), so the
// log viewer never shows a raw key: the literal keys handed to recordAudit anywhere in server/,
// and every key of the patient-data audit (patient.<kind>, patient.<kind>.denied).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditActionKey } from './auditActionKey';
import { auditActionLabel, hasAuditActionLabel } from './auditActionLabel';
import openapi from '../../src/generated/openapi.json' with { type: 'json' };
import { readAuditSpec } from './AuditSpec';

/** Every operation of specs/api with its checked x-audit. */
function auditedOperations() {
  return Object.values(openapi.paths as Record<string, Record<string, { operationId?: string; 'x-audit'?: unknown }>>)
    .flatMap((item) => Object.values(item))
    .flatMap((operation) => {
      const spec = readAuditSpec(operation.operationId ?? '', operation['x-audit']);
      return spec === null ? [] : [{ operationId: operation.operationId ?? '', spec }];
    });
}

const serverRoot = join(import.meta.dirname, '..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * The quoted keys on the `action:` lines of the files that call recordAudit (ternaries included),
 * and the first argument of their local `audit('key')` helpers.
 */
function recordedActionKeys(): Map<string, string> {
  const keys = new Map<string, string>();
  for (const file of sourceFiles(serverRoot)) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes('recordAudit(')) continue;
    const add = (key: string | undefined) => keys.set(key ?? '', file.slice(serverRoot.length + 1));
    for (const line of text.split('\n')) {
      const after = /\baction:\s*(.*)$/.exec(line)?.[1];
      if (after !== undefined) for (const match of after.matchAll(/'([a-z][a-z_]*(?:\.[a-z_]+)*)'/g)) add(match[1]);
      // A local helper that hands its first argument on as the action: `audit('two_factor.failed')`.
      for (const match of line.matchAll(/\b\w*[aA]udit\(\s*'([a-z][a-z_]*(?:\.[a-z_]+)*)'/g)) add(match[1]);
    }
  }
  return keys;
}

describe('audit action labels', () => {
  it('issue 27 defect 11: names each operation for what it did, not by the kind of access', () => {
    const label = (operationId: string) => {
      const found = auditedOperations().find((operation) => operation.operationId === operationId);
      return found === undefined ? undefined : auditActionLabel(auditActionKey(found.spec, 'ok'));
    };
    expect(label('listPatients')).toBe('Searched patients');
    expect(label('listDevices')).toBe('Listed devices');
    expect(label('runReport')).toBe('Ran report');
    expect(label('bulkAssignTemplateVersions')).toBe('Bulk-assigned template versions');
    expect(label('createPatient')).toBe('Created patient record');
    expect(label('createPatientNote')).toBe('Wrote patient note');
    // Operations of different meaning never share a label: one label, one kind of act.
    const byLabel = new Map<string, Set<string>>();
    for (const { spec } of auditedOperations()) {
      const key = auditActionKey(spec, 'ok');
      byLabel.set(auditActionLabel(key), (byLabel.get(auditActionLabel(key)) ?? new Set()).add(key));
    }
    expect([...byLabel].filter(([, keys]) => keys.size > 1)).toEqual([]);
  });

  it('finds the sign-in keys the server records (the scan works)', () => {
    expect([...recordedActionKeys().keys()]).toEqual(expect.arrayContaining(['login.succeeded', 'login.failed', 'logout']));
  });

  it('has a catalogue label for every action key recorded in server/', () => {
    const missing = [...recordedActionKeys()].filter(([key]) => !hasAuditActionLabel(key)).map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });

  it('has a label for the action of every audited operation, answered and denied', () => {
    const keys = auditedOperations().flatMap(({ spec }) => [auditActionKey(spec, 'ok'), auditActionKey(spec, 'denied')]);
    expect(keys.length).toBeGreaterThan(100);
    expect(keys.filter((key) => !hasAuditActionLabel(key))).toEqual([]);
    expect(auditActionLabel('report.run.denied')).toBe('Refused: Ran report');
    expect(auditActionLabel('patient.read.denied')).toBe('Refused: viewing patient');
    expect(auditActionLabel('patient.read')).toBe('Viewed patient');
    expect(auditActionLabel('patient.search')).toBe('Searched patients');
    expect(auditActionLabel('patient.write')).toBe('Changed patient');
    expect(auditActionLabel('login.succeeded')).toBe('Signed in');
    expect(auditActionLabel('login.failed')).toBe('Sign-in failed');
  });
});
