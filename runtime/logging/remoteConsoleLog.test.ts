import { describe, expect, it, vi } from 'vitest';
import { createRemoteConsoleLog, type RemoteLogEntry } from './remoteConsoleLog';

function fakeConsole() {
  return { log: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn(), debug: vi.fn() };
}

function setup(overrides: { queueMax?: number; batchMax?: number; canSend?: () => boolean; send?: (entries: RemoteLogEntry[]) => Promise<unknown> } = {}) {
  const target = fakeConsole();
  const originals = { ...target };
  const sent: RemoteLogEntry[][] = [];
  const log = createRemoteConsoleLog({
    console: target,
    send: overrides.send ?? ((entries) => Promise.resolve(sent.push(entries))),
    canSend: overrides.canSend ?? (() => true),
    now: () => 1_700_000_000_000,
    page: () => '/patients',
    queueMax: overrides.queueMax ?? 100_000,
    batchMax: overrides.batchMax ?? 1000,
  });
  return { target, originals, sent, log };
}

describe('remote console log', () => {
  it('[remote-console-log] copies console output to the queue and still writes it to the console', async () => {
    const { target, originals, sent, log } = setup();
    const restore = log.install();
    target.warn('Loading failed', new Error('boom'), { id: 3 });
    target.error('second');
    expect(originals.warn).toHaveBeenCalledWith('Loading failed', expect.any(Error), { id: 3 });
    await log.flush();
    expect(sent).toEqual([
      [
        { level: 'warn', message: 'Loading failed Error: boom {"id":3}', at: 1_700_000_000_000, page: '/patients' },
        { level: 'error', message: 'second', at: 1_700_000_000_000, page: '/patients' },
      ],
    ]);
    expect(log.queued()).toEqual([]);
    restore();
    expect(target.warn).toBe(originals.warn);
  });

  it('[remote-console-log] keeps at most the newest queueMax entries (100000 in the portal)', () => {
    const { target, log } = setup({ queueMax: 3 });
    log.install();
    for (const n of [1, 2, 3, 4, 5]) target.log(`entry ${n}`);
    expect(log.queued().map((entry) => entry.message)).toEqual(['entry 3', 'entry 4', 'entry 5']);
  });

  it('waits while nobody is signed in, ships in batches, and keeps a failed batch for the next flush', async () => {
    let signedIn = false;
    let failing = true;
    const sent: RemoteLogEntry[][] = [];
    const { target, log } = setup({
      batchMax: 2,
      canSend: () => signedIn,
      send: (entries) => (failing ? Promise.reject(new Error('offline')) : Promise.resolve(sent.push(entries))),
    });
    log.install();
    for (const n of [1, 2, 3]) target.info(`entry ${n}`);
    await log.flush();
    expect(log.queued()).toHaveLength(3);
    signedIn = true;
    await log.flush();
    expect(log.queued().map((entry) => entry.message)).toEqual(['entry 1', 'entry 2', 'entry 3']);
    failing = false;
    await log.flush();
    await log.flush();
    expect(sent.map((batch) => batch.map((entry) => entry.message))).toEqual([['entry 1', 'entry 2'], ['entry 3']]);
  });
});
