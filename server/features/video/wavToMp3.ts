// The built-in provider's call recording arrives as 16-bit PCM WAV (the call window mixes both
// sides and writes it without any encoder); this turns it into the audio.mp3 that Download
// Recording serves, in pure JavaScript (lamejs), so the server needs no native audio tools.
import { Mp3Encoder } from '@breezystack/lamejs';

/** The PCM of a WAV file: interleaved 16-bit samples, their channel count and rate. */
export interface WavPcm {
  channels: number;
  sampleRate: number;
  samples: Int16Array;
}

/** The sample rates an MP3 (MPEG 1, 2 and 2.5) can carry. */
const mp3SampleRates = new Set([8000, 11025, 12000, 16000, 22050, 24000, 32000, 44100, 48000]);

/** Where a WAV file's samples lie and what they are. */
export interface WavLayout {
  channels: number;
  sampleRate: number;
  /** The offset of the first sample and the byte count the data chunk declares. */
  dataOffset: number;
  dataSize: number;
}

/**
 * The layout of a 16-bit PCM WAV file (mono or stereo, an MP3 sample rate), read from its first
 * bytes (the chunks before the samples); null when it is not one.
 *
 * @example
 * readWavLayout(firstBytes); // { channels: 1, sampleRate: 16000, dataOffset: 44, dataSize: 64000 }
 */
export function readWavLayout(bytes: Buffer): WavLayout | null {
  if (bytes.length < 12 || bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WAVE') return null;
  let format: { channels: number; sampleRate: number } | null = null;
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString('ascii', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ' && size >= 16 && body + 16 <= bytes.length) {
      const audioFormat = bytes.readUInt16LE(body);
      const channels = bytes.readUInt16LE(body + 2);
      const sampleRate = bytes.readUInt32LE(body + 4);
      const bitsPerSample = bytes.readUInt16LE(body + 14);
      if (audioFormat !== 1 || bitsPerSample !== 16 || (channels !== 1 && channels !== 2) || !mp3SampleRates.has(sampleRate)) return null;
      format = { channels, sampleRate };
    } else if (id === 'data') {
      return format === null ? null : { ...format, dataOffset: body, dataSize: size };
    }
    offset = body + size + (size % 2);
  }
  return null;
}

/**
 * Reads a 16-bit PCM WAV file (mono or stereo, any MP3 sample rate); null when it is not one.
 *
 * @example
 * readWavPcm(bytes); // { channels: 1, sampleRate: 16000, samples: Int16Array(32000) }
 */
export function readWavPcm(bytes: Buffer): WavPcm | null {
  const layout = readWavLayout(bytes);
  if (layout === null) return null;
  const { channels, sampleRate, dataOffset, dataSize } = layout;
  // A recorder that never knew its length writes 0 or 0xFFFFFFFF: read to the end then.
  const end = Math.min(bytes.length, dataSize === 0 || dataSize === 0xffffffff ? bytes.length : dataOffset + dataSize);
  const count = Math.max(0, Math.floor((end - dataOffset) / 2));
  const samples = new Int16Array(count - (count % channels));
  for (let i = 0; i < samples.length; i += 1) samples[i] = bytes.readInt16LE(dataOffset + i * 2);
  return { channels, sampleRate, samples };
}

/** Samples handed to the encoder at once: a multiple of the MP3 frame (1152 samples). */
const encodeBlock = 1152 * 16;

/**
 * The MP3 of a WAV's PCM, block by block (mono 48 kbps, stereo 96 kbps: speech), read from the
 * file's bytes as it goes: a two-hour call is never copied whole, and a caller may pause between
 * blocks so that the server keeps answering.
 *
 * @example
 * for (const block of mp3Blocks(bytes, readWavLayout(bytes)!)) parts.push(block);
 */
export function* mp3Blocks(bytes: Buffer, layout: WavLayout): Generator<Buffer> {
  const { channels, sampleRate, dataOffset, dataSize } = layout;
  const encoder = new Mp3Encoder(channels, sampleRate, channels === 1 ? 48 : 96);
  // lamejs answers Int8Array views: take their bytes as they are.
  const bytesOf = (chunk: ArrayBufferView): Buffer => Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  // A recorder that never knew its length writes 0 or 0xFFFFFFFF: read to the end then.
  const end = Math.min(bytes.length, dataSize === 0 || dataSize === 0xffffffff ? bytes.length : dataOffset + dataSize);
  const frames = Math.max(0, Math.floor((end - dataOffset) / (2 * channels)));
  for (let start = 0; start < frames; start += encodeBlock) {
    const count = Math.min(encodeBlock, frames - start);
    const left = new Int16Array(count);
    const right = new Int16Array(channels === 2 ? count : 0);
    for (let i = 0; i < count; i += 1) {
      const at = dataOffset + (start + i) * 2 * channels;
      left[i] = bytes.readInt16LE(at);
      if (channels === 2) right[i] = bytes.readInt16LE(at + 2);
    }
    yield bytesOf(channels === 2 ? encoder.encodeBuffer(left, right) : encoder.encodeBuffer(left));
  }
  yield bytesOf(encoder.flush());
}

/**
 * A WAV file's bytes as MP3 bytes; null when they are not a 16-bit PCM WAV.
 *
 * @example
 * wavToMp3(await readFile('call.wav')); // Buffer of audio/mpeg
 */
export function wavToMp3(bytes: Buffer): Buffer | null {
  const layout = readWavLayout(bytes);
  return layout === null ? null : Buffer.concat([...mp3Blocks(bytes, layout)]);
}
