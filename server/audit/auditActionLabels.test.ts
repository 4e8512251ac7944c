// Every action key the server records has a label in the catalogue (lookup auditActions), so the
// log viewer never shows a raw key: the literal keys handed to recordAudit anywhere in server/,
// and every key of the patient-data audit (patient.<kind>, patient.<kind>.denied).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditActionKey } from './auditActionKey';
import { auditActionLabel, hasAuditActionLabel } from './auditActionLabel';
import { auditKinds } from './AuditSpec';

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
  it('finds the sign-in keys the server records (the scan works)', () => {
    expect([...recordedActionKeys().keys()]).toEqual(expect.arrayContaining(['login.succeeded', 'login.failed', 'logout']));
  });

  it('has a catalogue label for every action key recorded in server/', () => {
    const missing = [...recordedActionKeys()].filter(([key]) => !hasAuditActionLabel(key)).map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });

  it('has a label for every kind of patient-data entry, answered and denied', () => {
    const keys = auditKinds.flatMap((kind) => [auditActionKey(kind, 'ok'), auditActionKey(kind, 'denied')]);
    expect(keys.filter((key) => !hasAuditActionLabel(key))).toEqual([]);
    expect(auditActionLabel('patient.read')).toBe('Viewed patient');
    expect(auditActionLabel('patient.search')).toBe('Searched patients');
    expect(auditActionLabel('patient.write')).toBe('Changed patient');
    expect(auditActionLabel('login.succeeded')).toBe('Signed in');
    expect(auditActionLabel('login.failed')).toBe('Sign-in failed');
  });
});
