// Reads an MP3's frame headers (MPEG 1, 2 and 2.5, layer III), to check a recording's length
// without a decoder.

const bitrates = {
  mpeg1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  mpeg2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const sampleRates: Record<number, readonly number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

/** What the frames of an MP3 say: how many, their sample rate and the audio's duration. */
export interface Mp3Frames {
  count: number;
  sampleRate: number;
  durationSeconds: number;
}

/**
 * Walks the frames of an MP3 from its first byte; throws at a byte that is no frame header.
 *
 * @example
 * readMp3Frames(bytes); // { count: 56, sampleRate: 16000, durationSeconds: 2.016 }
 */
export function readMp3Frames(bytes: Uint8Array): Mp3Frames {
  let offset = 0;
  let count = 0;
  let samples = 0;
  let sampleRate = 0;
  while (offset + 4 <= bytes.length) {
    const b1 = bytes[offset + 1] ?? 0;
    const b2 = bytes[offset + 2] ?? 0;
    if (bytes[offset] !== 0xff || (b1 & 0xe0) !== 0xe0) throw new Error(`no MP3 frame header at byte ${offset}`);
    const version = (b1 >> 3) & 3;
    if (((b1 >> 1) & 3) !== 1 || version === 1) throw new Error(`not MPEG layer III at byte ${offset}`);
    const rate = sampleRates[version]?.[(b2 >> 2) & 3];
    const kbps = (version === 3 ? bitrates.mpeg1 : bitrates.mpeg2)[b2 >> 4];
    if (!rate || !kbps) throw new Error(`bad frame header at byte ${offset}`);
    const padding = (b2 >> 1) & 1;
    const perFrame = version === 3 ? 1152 : 576;
    const length = Math.floor(((perFrame / 8) * kbps * 1000) / rate) + padding;
    sampleRate = rate;
    samples += perFrame;
    count += 1;
    offset += length;
  }
  return { count, sampleRate, durationSeconds: sampleRate === 0 ? 0 : samples / sampleRate };
}
