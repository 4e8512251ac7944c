import { describe, expect, it } from 'vitest';
import { humaniseFieldName, isProcedureField } from './fieldLabel';

describe('humaniseFieldName', () => {
  it.each([
    ['first_name', 'First name'],
    ['patient_procedure.procedure_date', 'Procedure date'],
    ['procedures[0].code', 'Code'],
    ['dateOfBirth', 'Date of birth'],
    ['email', 'Email'],
  ])('[code-000f0001] %s reads as %s', (given, want) => {
    expect(humaniseFieldName(given)).toBe(want);
  });
});

describe('isProcedureField', () => {
  it.each([
    ['patient_procedure.procedure_date', true],
    ['procedure.procedure_type', true],
    ['procedure.codes.0.cpt', true],
    ['codes[1]', true],
    ['cpt.0', true],
    ['first_name', false],
    ['address.city', false],
    ['procedure_date', false],
  ])('[code-000f0001] %s is a procedure field: %s', (given, want) => {
    expect(isProcedureField(given)).toBe(want);
  });
});
