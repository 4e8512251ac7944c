// The recorder's pieces without media: which tracks it mixes, what it keeps, what it uploads.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCallMediaStore } from '../providers/callMediaStore';
import { recordCallAudio, type RecordingAudioContext } from './recordCallAudio';

/** A MediaStream of audio tracks with these ids (the recorder only reads them). */
const streamOf = (...ids: string[]) => ({ getAudioTracks: () => ids.map((id) => ({ id })) }) as unknown as MediaStream;

function fakeContext() {
  const node = () => ({ connect: vi.fn(), disconnect: vi.fn() });
  const capture = { ...node(), onaudioprocess: null as ((event: { inputBuffer: { getChannelData: (channel: number) => Float32Array } }) => void) | null };
  const sources: string[][] = [];
  const context = {
    state: 'suspended',
    sampleRate: 16000,
    destination: node(),
    createGain: () => node(),
    createMediaStreamSource: (stream: { tracks: { id: string }[] }) => {
      sources.push(stream.tracks.map((track) => track.id));
      return node();
    },
    createScriptProcessor: () => capture,
    resume: vi.fn(() => Promise.resolve()),
    close: vi.fn(() => Promise.resolve()),
  };
  const block = (samples: number[]) => capture.onaudioprocess?.({ inputBuffer: { getChannelData: () => new Float32Array(samples) } });
  return { context, capture, sources, block, asContext: () => context as unknown as RecordingAudioContext };
}

describe('recordCallAudio', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('[recording-download] mixes every audio track of both sides once, keeps what is heard, and gives it as a WAV at hang-up', async () => {
    vi.stubGlobal('MediaStream', class {
      constructor(readonly tracks: { id: string }[]) {}
    });
    const media = createCallMediaStore();
    const fake = fakeContext();
    const events = new EventTarget();
    const recorder = recordCallAudio(media, fake.asContext, events);

    fake.block([0.5, 0.5]); // nothing connected yet: not kept
    media.set({ local: streamOf('mic') });
    fake.block([0.25, 0.25, 0.25]);
    media.set({ remote: streamOf('patient') });
    media.set({ remote: streamOf('patient') }); // the same track again is not mixed twice
    fake.block([1, -1]);
    expect(fake.sources).toEqual([['mic'], ['patient']]);

    const wav = recorder.stop();
    expect(wav?.type).toBe('audio/wav');
    const bytes = new DataView(await (wav ?? new Blob()).arrayBuffer());
    expect(bytes.byteLength).toBe(44 + 5 * 2);
    expect(bytes.getUint32(24, true)).toBe(16000);
    expect(bytes.getInt16(44 + 3 * 2, true)).toBe(32767);
    expect(fake.context.close).toHaveBeenCalled();
    expect(fake.capture.onaudioprocess).toBeNull();
    expect(recorder.stop()).toBeNull();
  });

  it('a call where nothing was heard uploads nothing; a suspended context runs from the first click', () => {
    const fake = fakeContext();
    const events = new EventTarget();
    const recorder = recordCallAudio(createCallMediaStore(), fake.asContext, events);
    expect(fake.context.resume).toHaveBeenCalledTimes(1);
    events.dispatchEvent(new Event('pointerdown'));
    expect(fake.context.resume).toHaveBeenCalledTimes(2);
    fake.block([0.1]);
    expect(recorder.stop()).toBeNull();
    events.dispatchEvent(new Event('pointerdown'));
    expect(fake.context.resume).toHaveBeenCalledTimes(2);
  });
});
