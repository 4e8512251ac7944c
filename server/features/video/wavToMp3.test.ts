// [recording-download] the audio.mp3 of a built-in call is its recorded WAV, encoded as MP3 of
// the same length.
import { describe, expect, it } from 'vitest';
import { encodeWav, toPcm16 } from '../../../screens/videoCall/recording/encodeWav';
import { readMp3Frames } from '../../../tests/helpers/mp3Frames';
import { readWavPcm, wavToMp3 } from './wavToMp3';

/** A WAV of a 440 Hz tone, as the call window uploads it. */
async function toneWav(seconds: number, sampleRate: number): Promise<Buffer> {
  const samples = new Float32Array(Math.round(seconds * sampleRate));
  for (let i = 0; i < samples.length; i += 1) samples[i] = 0.5 * Math.sin((2 * Math.PI * 440 * i) / sampleRate);
  return Buffer.from(await encodeWav([toPcm16(samples)], sampleRate).arrayBuffer());
}

describe('wavToMp3', () => {
  it('[recording-download] a 16 kHz mono WAV becomes MP3 frames whose total duration is the WAV\'s, within a frame or two of encoder padding', async () => {
    for (const seconds of [0.5, 3, 7.25]) {
      const mp3 = wavToMp3(await toneWav(seconds, 16000));
      expect(mp3).not.toBeNull();
      const frames = readMp3Frames(mp3 ?? Buffer.alloc(0));
      expect(frames.sampleRate).toBe(16000);
      const frameSeconds = 576 / 16000;
      // lame pads the start (its encoder delay) and the last frame: never shorter, at most that much longer.
      expect(frames.durationSeconds).toBeGreaterThanOrEqual(seconds);
      expect(frames.durationSeconds - seconds).toBeLessThanOrEqual(3 * frameSeconds);
    }
  });

  it('reads a 44.1 kHz WAV too, and refuses what is not a 16-bit PCM WAV', async () => {
    const pcm = readWavPcm(await toneWav(1, 44100));
    expect(pcm).toMatchObject({ channels: 1, sampleRate: 44100 });
    expect(pcm?.samples.length).toBe(44100);
    expect(readMp3Frames(wavToMp3(await toneWav(1, 44100)) ?? Buffer.alloc(0)).durationSeconds).toBeCloseTo(1, 1);
    expect(wavToMp3(Buffer.from('not a wav file at all'))).toBeNull();
    const odd = await toneWav(1, 44100);
    odd.writeUInt32LE(12345, 24); // a sample rate MP3 cannot carry
    expect(wavToMp3(odd)).toBeNull();
  });

  it('encodes the samples as written: 16-bit little-endian, clipped to [-1, 1]', async () => {
    const wav = Buffer.from(await encodeWav([toPcm16(new Float32Array([0, 1, -1, 2]))], 16000).arrayBuffer());
    expect(wav.length).toBe(44 + 8);
    expect(Array.from(readWavPcm(wav)?.samples ?? [])).toEqual([0, 32767, -32768, 32767]);
  });
});
