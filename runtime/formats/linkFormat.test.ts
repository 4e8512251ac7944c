import { describe, expect, it } from 'vitest';
import { linkFormat } from './linkFormat';

describe('linkFormat', () => {
  it('links a web address or a path of the portal, opened as a document', () => {
    expect(linkFormat('/docs/patients/1000007/caregiver-agreement.pdf', {})).toEqual({ kind: 'link', text: 'Open', href: '/docs/patients/1000007/caregiver-agreement.pdf' });
    expect(linkFormat('https://files.example/a.pdf', {})).toEqual({ kind: 'link', text: 'Open', href: 'https://files.example/a.pdf' });
  });

  it('says Not provided for no address, and never links another scheme or another host by a protocol-relative path', () => {
    for (const value of [null, undefined, '', 'javascript:alert(1)', '//evil.example/a.pdf', 'data:text/html,x', 42]) {
      expect(linkFormat(value, {})).toEqual({ kind: 'text', text: 'Not provided' });
    }
  });
});
