import { describe, expect, it } from 'vitest';
import { checkPasswordPolicy } from './checkPasswordPolicy';
import { generatePolicyPassword } from './generatePolicyPassword';

describe('checkPasswordPolicy', () => {
  it.each([
    ['password-length', 'Ab1#', 'Minimum 8 characters'],
    ['password-length', `Ab1#${'x'.repeat(61)}`, 'Maximum 64 characters'],
    ['password-lowercase', 'ABCDEFG1#', 'Must include lowercase letter'],
    ['password-character-classes', 'abcdefg1#', 'Must include uppercase letter'],
    ['password-character-classes', 'Abcdefgh#', 'Must include number'],
    ['password-character-classes', 'Abcdefgh1', 'Must include special character'],
    ['password-no-username', 'xAdaLovelace1#', 'Cannot contain username'],
  ])('[%s] rejects %s with "%s"', (_rule, password, message) => {
    expect(checkPasswordPolicy(password, 'adalovelace')).toBe(message);
  });

  it('[password-length] [password-character-classes] accepts a password meeting every rule, at both length limits', () => {
    expect(checkPasswordPolicy('Cadence#2026', 'surgeon')).toBeNull();
    expect(checkPasswordPolicy(`Ab1#${'x'.repeat(60)}`, 'surgeon')).toBeNull();
  });
});

describe('generatePolicyPassword', () => {
  it('[generate-password-call] always produces a password the policy accepts', () => {
    for (let i = 0; i < 200; i += 1) {
      expect(checkPasswordPolicy(generatePolicyPassword(), 'superadmin')).toBeNull();
    }
  });
});
