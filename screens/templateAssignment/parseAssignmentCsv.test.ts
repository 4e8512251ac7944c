import { describe, expect, it } from 'vitest';
import { message } from '../../src/generated/catalog';
import { parseAssignmentCsv } from './parseAssignmentCsv';

describe('parseAssignmentCsv', () => {
  it('[assignment-csv-headers] asks for patient_id, template_id and template_version_id', () => {
    expect(parseAssignmentCsv('patient_id,template\n1000001,1\n')).toEqual({
      kind: 'missingHeaders',
      text: message('assignmentCsvMissingHeaders', { headers: 'template_id, template_version_id' }),
    });
  });

  it('reads the records with their lines, whatever the column order, blank lines and a BOM', () => {
    const text = '\uFEFFtemplate_version_id,Patient_ID,template_id\r\n3,1000001,1\r\n\r\n4,"1000002",2\r\n';
    expect(parseAssignmentCsv(text)).toEqual({
      kind: 'records',
      records: [
        { patient_id: '1000001', template_id: 1, template_version_id: 3, line: 2 },
        { patient_id: '1000002', template_id: 2, template_version_id: 4, line: 4 },
      ],
    });
  });

  it('[assignment-csv-errors] reports every bad row with its line number and returns no record', () => {
    const outcome = parseAssignmentCsv('patient_id,template_id,template_version_id\n1000001,1,1\n123,1,1\n\n1000003,one,1\n1000004,1,\n');
    expect(outcome.kind).toBe('invalid');
    const text = outcome.kind === 'invalid' ? outcome.text : '';
    expect(text.startsWith('Error processing CSV: ')).toBe(true);
    expect(text).toContain(`line 3: ${message('assignmentInvalidPatientId')}`);
    expect(text).toContain("line 5: template_id 'one' is not a template id");
    expect(text).toContain("line 6: template_version_id '' is not a template version id");
    expect(text).not.toContain('line 2');
  });

  it('refuses a file with a header and no record', () => {
    expect(parseAssignmentCsv('patient_id,template_id,template_version_id\n').kind).toBe('invalid');
  });
});
