import { describe, expect, it } from 'vitest';
import { message } from '../../src/generated/catalog';
import { fileRefusal } from './fileChoice';

// The compiled form carries the text of its `acceptMessage` (generator/compile/compileForm.ts).

describe('fileRefusal', () => {
  const pdfOnly = { accept: ['application/pdf'], acceptMessage: message('userGuidePdfOnly'), maxBytes: 1_048_576 };

  it('[user-guides-pdf-only] refuses a file that is not a PDF with the form message', () => {
    expect(fileRefusal({ name: 'notes.txt', type: 'text/plain', size: 10 }, pdfOnly)).toBe('The user guide must be a PDF file.');
    expect(fileRefusal({ name: 'guide.pdf', type: 'application/pdf', size: 10 }, pdfOnly)).toBeUndefined();
  });

  it('judges a file without a content type by its extension', () => {
    expect(fileRefusal({ name: 'guide.PDF', type: '', size: 10 }, pdfOnly)).toBeUndefined();
    expect(fileRefusal({ name: 'guide.doc', type: '', size: 10 }, pdfOnly)).toBe('The user guide must be a PDF file.');
  });

  it('refuses a file over the size limit and takes any type without accept', () => {
    expect(fileRefusal({ name: 'big.bin', type: 'application/octet-stream', size: 2_000_000 }, { maxBytes: 1_048_576 })).toBe('The file must be at most 1 MB.');
    expect(fileRefusal({ name: 'image.bin', type: 'application/octet-stream', size: 10 }, {})).toBeUndefined();
  });
});
