// The call recording's file format: 16-bit PCM WAV, which the server turns into MP3 without any
// decoder (server/features/video/wavToMp3.ts). Pure, so it is tested without media.

/**
 * Float samples in [-1, 1] as 16-bit integers (clipped).
 *
 * @example
 * toPcm16(new Float32Array([0, 1, -1])); // Int16Array [0, 32767, -32768]
 */
export function toPcm16(samples: Float32Array): Int16Array {
  const pcm = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i += 1) {
    const clipped = Math.max(-1, Math.min(1, samples[i] ?? 0));
    pcm[i] = clipped < 0 ? Math.round(clipped * 0x8000) : Math.round(clipped * 0x7fff);
  }
  return pcm;
}

/**
 * A mono 16-bit PCM WAV file of the given chunks of samples.
 *
 * @example
 * encodeWav([toPcm16(chunk)], 16000); // Blob of audio/wav, 44 header bytes + 2 per sample
 */
export function encodeWav(chunks: readonly Int16Array[], sampleRate: number): Blob {
  const sampleCount = chunks.reduce((total, chunk) => total + chunk.length, 0);
  const header = new DataView(new ArrayBuffer(44));
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i += 1) header.setUint8(offset + i, text.charCodeAt(i));
  };
  ascii(0, 'RIFF');
  header.setUint32(4, 36 + sampleCount * 2, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  header.setUint32(16, 16, true);
  header.setUint16(20, 1, true); // PCM
  header.setUint16(22, 1, true); // mono
  header.setUint32(24, sampleRate, true);
  header.setUint32(28, sampleRate * 2, true); // bytes per second
  header.setUint16(32, 2, true); // bytes per sample frame
  header.setUint16(34, 16, true); // bits per sample
  ascii(36, 'data');
  header.setUint32(40, sampleCount * 2, true);
  // Int16Array is little-endian on every platform a browser runs on.
  const body: BlobPart[] = chunks.map((chunk) => new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength).slice());
  return new Blob([header.buffer, ...body], { type: 'audio/wav' });
}
