import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from '../../http/csvText';
import { reportFileName } from './reportCsv';

describe('report CSV', () => {
  it('[reports-call] cells a spreadsheet would run as a formula are neutralised', () => {
    expect(csvCell('=1+2')).toBe("'=1+2");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('\rx')).toBe('"\'\rx"');
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell('Smith')).toBe('Smith');
    expect(csvCell(null)).toBe('');
  });

  it('[reports-call] quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvLine(['a,b', 'say "hi"', 'two\nlines', 3])).toBe('"a,b","say ""hi""","two\nlines",3\r\n');
  });

  it('[reports-download-filename] the file is the report name plus the date and time, .csv', () => {
    const now = new Date('2026-11-25T01:51:07Z');
    expect(reportFileName('Custom Patients', now, 'UTC')).toBe('Custom Patients 2026-11-25 01-51-07.csv');
    expect(reportFileName('Billing Report', now, 'America/New_York')).toBe('Billing Report 2026-11-24 20-51-07.csv');
  });
});
