import { describe, expect, it } from 'vitest';
import { createFrameLimiter, patientAppFrameLimits } from './createFrameLimiter';

const { perSecond, burst, floodCloseMs } = patientAppFrameLimits;

/** The verdicts of `count` frames arriving at `atMs`. */
function send(limiter: ReturnType<typeof createFrameLimiter>, atMs: number, count: number) {
  return Array.from({ length: count }, () => limiter.take(atMs));
}

describe('createFrameLimiter (a patient-app socket\'s token bucket)', () => {
  it('takes a burst, drops what is over it, and refills at its rate', () => {
    const limiter = createFrameLimiter(0);
    const first = send(limiter, 0, burst + 10);
    expect(first.filter((verdict) => verdict === 'take')).toHaveLength(burst);
    expect(first.slice(burst)).toEqual(Array<string>(10).fill('drop'));
    expect(send(limiter, 500, perSecond).filter((verdict) => verdict === 'take')).toHaveLength(perSecond / 2);
    // A long pause fills the bucket, never beyond its size.
    expect(send(limiter, 60_000, burst + 1).filter((verdict) => verdict === 'take')).toHaveLength(burst);
  });

  it('keeps a tablet\'s pace (a few frames a second) whole', () => {
    const limiter = createFrameLimiter(0);
    for (let ms = 0; ms < 600_000; ms += 200) expect(limiter.take(ms)).toBe('take');
  });

  it('calls dropping for floodCloseMs on end a flood, while a pause between drops starts over', () => {
    const limiter = createFrameLimiter(0);
    for (let second = 0; second * 1000 < floodCloseMs; second++) expect(send(limiter, second * 1000, 100)).not.toContain('flood');
    expect(send(limiter, floodCloseMs, 100)).toContain('flood');

    const pausing = createFrameLimiter(0);
    // Bursts with quiet seconds between them: each burst drops, yet none is a flood.
    for (let second = 0; second < 30; second += 3) expect(send(pausing, second * 1000, 100)).not.toContain('flood');
  });

  it('refills nothing when the clock goes back', () => {
    const limiter = createFrameLimiter(10_000);
    send(limiter, 10_000, burst);
    expect(limiter.take(5_000)).toBe('drop');
    expect(limiter.take(5_000 + 1000 / perSecond)).toBe('take');
  });
});
