// The call window's recording file: what the server reads as a 16-bit PCM WAV.
import { describe, expect, it } from 'vitest';
import { encodeWav, toPcm16 } from './encodeWav';

describe('encodeWav', () => {
  it('[recording-download] writes a mono 16-bit PCM WAV header and the samples, clipped to [-1, 1]', async () => {
    const wav = new DataView(await encodeWav([toPcm16(new Float32Array([0, 1])), toPcm16(new Float32Array([-1, 2]))], 16000).arrayBuffer());
    const ascii = (offset: number) => String.fromCharCode(...[0, 1, 2, 3].map((i) => wav.getUint8(offset + i)));
    expect([ascii(0), ascii(8), ascii(12), ascii(36)]).toEqual(['RIFF', 'WAVE', 'fmt ', 'data']);
    expect(wav.byteLength).toBe(44 + 8);
    expect(wav.getUint32(4, true)).toBe(36 + 8);
    expect([wav.getUint16(20, true), wav.getUint16(22, true), wav.getUint32(24, true), wav.getUint16(34, true)]).toEqual([1, 1, 16000, 16]);
    expect(wav.getUint32(40, true)).toBe(8);
    expect([0, 1, 2, 3].map((i) => wav.getInt16(44 + i * 2, true))).toEqual([0, 32767, -32768, 32767]);
  });
});
