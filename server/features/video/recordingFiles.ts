// Where a built-in call's recording lies in the file storage: the WAV the call window uploaded
// and the audio.mp3 made of it (the file storage accepts .bin and .mp3 keys).

/**
 * The storage keys of video room `sid`'s recording.
 *
 * @example
 * recordingFiles('RM3f9c…'); // { upload: 'recordings/RM3f9c…/call-wav.bin', mp3: 'recordings/RM3f9c…/audio.mp3' }
 */
export function recordingFiles(sid: string): { upload: string; mp3: string } {
  return { upload: `recordings/${sid}/call-wav.bin`, mp3: `recordings/${sid}/audio.mp3` };
}
