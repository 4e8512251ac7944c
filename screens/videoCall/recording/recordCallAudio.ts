// The built-in provider's call recording (document 2, section 4 "Recording"): the call window
// mixes the local microphone and the remote participant's audio in an AudioContext at 16 kHz and
// keeps it as 16-bit PCM, which becomes the WAV uploaded at hang-up (the server makes audio.mp3
// of it). Twilio calls are recorded by Twilio's compositions instead.
import type { CallMediaSource } from '../providers/callMediaStore';
import { encodeWav, toPcm16 } from './encodeWav';

/** The recording's sample rate: speech, 32 KB a second. */
export const recordingSampleRate = 16000;

/** The part of an AudioContext the recorder uses (a fake in tests). */
export interface RecordingAudioContext {
  readonly state: string;
  readonly sampleRate: number;
  readonly destination: AudioNode;
  createGain(): GainNode;
  createMediaStreamSource(stream: MediaStream): AudioNode;
  createScriptProcessor(bufferSize: number, inputs: number, outputs: number): ScriptProcessorNode;
  resume(): Promise<void>;
  close(): Promise<void>;
}

/** A call's audio being recorded. */
export interface CallAudioRecorder {
  /** Ends the recording: the WAV of what was heard, or null when nothing was. */
  stop(): Blob | null;
}

/** Samples per capture block (256 ms at 16 kHz). */
const blockSize = 4096;

/**
 * Records the audio of every track the call's media carry (both sides, mixed to mono) from now on
 * until `stop()`.
 *
 * @example
 * const recorder = recordCallAudio(provider.media);
 * // at hang-up
 * const wav = recorder.stop(); // Blob of audio/wav, or null
 */
export function recordCallAudio(
  media: CallMediaSource,
  createContext: () => RecordingAudioContext = () => new AudioContext({ sampleRate: recordingSampleRate }),
  events: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): CallAudioRecorder {
  const context = createContext();
  const mix = context.createGain();
  // A ScriptProcessorNode needs no module file (an AudioWorklet would); it runs only while
  // connected to the destination, and its output stays silent (nothing is written to it).
  const capture = context.createScriptProcessor(blockSize, 1, 1);
  const chunks: Int16Array[] = [];
  const connected = new Set<string>();
  let recording = true;

  mix.connect(capture);
  capture.connect(context.destination);
  capture.onaudioprocess = (event) => {
    if (recording && connected.size > 0) chunks.push(toPcm16(event.inputBuffer.getChannelData(0)));
  };

  const connectTracks = () => {
    const { local, remote } = media.current();
    for (const stream of [local, remote]) {
      for (const track of stream?.getAudioTracks() ?? []) {
        if (connected.has(track.id)) continue;
        connected.add(track.id);
        context.createMediaStreamSource(new MediaStream([track])).connect(mix);
      }
    }
  };
  // A window opened without a click of its own may start its audio suspended: the first click in
  // it (the unmute banner, a tab) lets the recording run.
  const resume = () => {
    if (context.state === 'suspended') void context.resume();
  };
  connectTracks();
  resume();
  const unsubscribe = media.subscribe(connectTracks);
  events.addEventListener('pointerdown', resume);

  return {
    stop() {
      if (!recording) return null;
      recording = false;
      unsubscribe();
      events.removeEventListener('pointerdown', resume);
      capture.onaudioprocess = null;
      capture.disconnect();
      void context.close();
      return chunks.length === 0 ? null : encodeWav(chunks, context.sampleRate);
    },
  };
}
