import { describe, expect, it } from 'vitest';
import { findUnstorableText } from './findUnstorableText';

describe('findUnstorableText', () => {
  it('names the dotted path of a string holding NUL, at any depth and in arrays', () => {
    expect(findUnstorableText({ username: 'a\u0000' })).toEqual({ field: 'username', kind: 'nul' });
    expect(findUnstorableText({ search: { names: ['ok', 'b\u0000c'] } })).toEqual({
      field: 'search.names.1',
      kind: 'nul',
    });
    expect(findUnstorableText('\u0000')).toEqual({ field: '', kind: 'nul' });
  });

  it('finds NUL in an object key, naming the object that holds it', () => {
    expect(findUnstorableText({ filters: { ['a\u0000']: 1 } })).toEqual({ field: 'filters', kind: 'nul' });
  });

  it('checks a multipart part by its field name, including the file name of a file part', () => {
    class FilePart {
      readonly type = 'file';
      constructor(
        readonly fieldname: string,
        readonly filename: string,
        readonly head: Buffer,
      ) {}
    }
    expect(
      findUnstorableText({ description: { type: 'field', fieldname: 'description', value: 'x\u0000' } }),
    ).toEqual({ field: 'description', kind: 'nul' });
    expect(findUnstorableText({ file: new FilePart('file', 'a\u0000.zip', Buffer.from([0, 0])) })).toEqual({
      field: 'file',
      kind: 'nul',
    });
    expect(findUnstorableText({ file: new FilePart('file', 'a.zip', Buffer.from([0, 0])) })).toBeNull();
  });

  it('accepts clean values, cycles and bodies nested thousands deep', () => {
    const cyclic: Record<string, unknown> = { name: 'fine' };
    cyclic.self = cyclic;
    expect(findUnstorableText(cyclic)).toBeNull();
    let deep: unknown = 'end';
    for (let level = 0; level < 10_000; level += 1) deep = [deep];
    expect(findUnstorableText(deep)).toBeNull();
    expect(findUnstorableText({ a: 1, b: null, c: true, d: 'plain text ✓' })).toBeNull();
  });
});

describe('findUnstorableText on parameters', () => {
  it('walks records whose prototype has no prototype, as Fastify makes path and query parameters', () => {
    const params = Object.create(Object.create(null) as object) as Record<string, string>;
    params.id = '\u0000';
    expect(findUnstorableText(params)).toEqual({ field: 'id', kind: 'nul' });
  });
});

describe('findUnstorableText and unpaired surrogates', () => {
  it('finds a lone high or low surrogate, and accepts a whole pair', () => {
    expect(findUnstorableText({ attachments: '\ud800' })).toEqual({
      field: 'attachments',
      kind: 'loneSurrogate',
    });
    expect(findUnstorableText({ text: 'a\udc00b' })).toEqual({ field: 'text', kind: 'loneSurrogate' });
    expect(findUnstorableText({ ['k\ud800']: 1 })).toEqual({ field: '', kind: 'loneSurrogate' });
    expect(findUnstorableText({ text: '😀 \ud83d\ude00' })).toBeNull();
  });
});
