import { describe, expect, it } from 'vitest';
import { createManualClock } from '../../clock/createManualClock';
import { createFileUrlSigner } from './createFileUrlSigner';

const start = new Date('2026-03-02T10:00:00Z');
const startSeconds = start.getTime() / 1000;

function parse(query: string): { expires: string; signature: string } {
  const params = new URLSearchParams(query);
  return { expires: params.get('expires') ?? '', signature: params.get('signature') ?? '' };
}

describe('createFileUrlSigner', () => {
  it('signs a document for 15 minutes (rounded up to 75 s) and a profile picture for 12 hours (rounded up to an hour)', () => {
    const signer = createFileUrlSigner('secret', createManualClock(start));
    const document = parse(signer.query('licences/9-CA-ab12.pdf'));
    expect(Number(document.expires) - startSeconds).toBeGreaterThanOrEqual(15 * 60);
    expect(Number(document.expires) - startSeconds).toBeLessThan(15 * 60 + 75);
    expect(Number(document.expires) % 75).toBe(0);
    const picture = parse(signer.query('profile-pictures/7-ab12.png'));
    expect(Number(picture.expires) - startSeconds).toBeGreaterThanOrEqual(12 * 3600);
    expect(Number(picture.expires) % 3600).toBe(0);
    expect(signer.check('licences/9-CA-ab12.pdf', document.expires, document.signature)).toEqual({ valid: true, expires: Number(document.expires) });
  });

  it('gives the same address twice within a step, so that the browser cache still works', () => {
    const clock = createManualClock(new Date('2026-03-02T10:20:00Z'));
    const signer = createFileUrlSigner('secret', clock);
    const first = signer.query('profile-pictures/7-ab12.png');
    clock.advance(60_000);
    expect(signer.query('profile-pictures/7-ab12.png')).toBe(first);
  });

  it('refuses missing, malformed, tampered, other-key, other-secret and expired signatures', () => {
    const clock = createManualClock(start);
    const signer = createFileUrlSigner('secret', clock);
    const { expires, signature } = parse(signer.query('user-guides/ab.pdf'));
    expect(signer.check('user-guides/ab.pdf', undefined, signature)).toEqual({ valid: false, reason: 'missing' });
    expect(signer.check('user-guides/ab.pdf', expires, undefined)).toEqual({ valid: false, reason: 'missing' });
    expect(signer.check('user-guides/ab.pdf', ['1', '2'], signature)).toEqual({ valid: false, reason: 'missing' });
    expect(signer.check('user-guides/ab.pdf', '1e12', signature)).toEqual({ valid: false, reason: 'invalid' });
    expect(signer.check('user-guides/ab.pdf', String(Number(expires) + 1), signature)).toEqual({ valid: false, reason: 'invalid' });
    expect(signer.check('user-guides/ab.pdf', expires, `${signature}x`)).toEqual({ valid: false, reason: 'invalid' });
    expect(signer.check('user-guides/cd.pdf', expires, signature)).toEqual({ valid: false, reason: 'invalid' });
    expect(createFileUrlSigner('other secret', clock).check('user-guides/ab.pdf', expires, signature)).toEqual({ valid: false, reason: 'invalid' });
    clock.set(new Date(Number(expires) * 1000));
    expect(signer.check('user-guides/ab.pdf', expires, signature)).toEqual({ valid: false, reason: 'expired' });
  });
});
