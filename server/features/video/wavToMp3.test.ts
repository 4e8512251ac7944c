// [recording-download] the audio.mp3 of a built-in call is its recorded WAV, encoded as MP3 of
// the same length.
import { describe, expect, it } from 'vitest';
import { readMp3Frames } from '../../../tests/helpers/mp3Frames';
import { readWavPcm, wavToMp3 } from './wavToMp3';

/** A mono 16-bit PCM WAV of the given samples, laid out as the call window writes it. */
function wavOf(samples: readonly number[], sampleRate: number): Buffer {
  const wav = Buffer.alloc(44 + samples.length * 2);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + samples.length * 2, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(samples.length * 2, 40);
  samples.forEach((sample, i) => wav.writeInt16LE(sample, 44 + i * 2));
  return wav;
}

/** A WAV of a 440 Hz tone. */
function toneWav(seconds: number, sampleRate: number): Buffer {
  const samples = Array.from({ length: Math.round(seconds * sampleRate) }, (_, i) => Math.round(12000 * Math.sin((2 * Math.PI * 440 * i) / sampleRate)));
  return wavOf(samples, sampleRate);
}

describe('wavToMp3', () => {
  it("[recording-download] a 16 kHz mono WAV becomes MP3 frames whose total duration is the WAV's, within lame's padding", () => {
    for (const seconds of [0.5, 3, 7.25]) {
      const mp3 = wavToMp3(toneWav(seconds, 16000));
      expect(mp3).not.toBeNull();
      const frames = readMp3Frames(mp3 ?? Buffer.alloc(0));
      expect(frames.sampleRate).toBe(16000);
      const frameSeconds = 576 / 16000;
      // lame pads the start (its encoder delay) and the last frame: never shorter, at most that much longer.
      expect(frames.durationSeconds).toBeGreaterThanOrEqual(seconds);
      expect(frames.durationSeconds - seconds).toBeLessThanOrEqual(3 * frameSeconds);
    }
  });

  it('reads a 44.1 kHz WAV too, and refuses what is not a 16-bit PCM WAV', () => {
    const pcm = readWavPcm(toneWav(1, 44100));
    expect(pcm).toMatchObject({ channels: 1, sampleRate: 44100 });
    expect(pcm?.samples.length).toBe(44100);
    expect(readMp3Frames(wavToMp3(toneWav(1, 44100)) ?? Buffer.alloc(0)).durationSeconds).toBeCloseTo(1, 1);
    expect(wavToMp3(Buffer.from('not a wav file at all'))).toBeNull();
    const odd = toneWav(1, 44100);
    odd.writeUInt32LE(12345, 24); // a sample rate MP3 cannot carry
    expect(wavToMp3(odd)).toBeNull();
  });

  it('reads the samples as written, 16-bit little-endian', () => {
    expect(Array.from(readWavPcm(wavOf([0, 32767, -32768, 5], 16000))?.samples ?? [])).toEqual([0, 32767, -32768, 5]);
  });
});
