// The media of the call for the call window to draw: the local camera (the 230x180 preview) and
// the remote participant's stream (the main video) and the patient's app screen (Patient App tab). The VideoProvider seam of the call machine
// carries events only; the window reads the streams here, from the same provider object.

/** The streams of a call right now; a new object on every change. */
export interface CallStreams {
  /** The camera and microphone this side sends, while connected. */
  local: MediaStream | null;
  /** What the other side sends, once their first track arrived. */
  remote: MediaStream | null;
  /** The patient's app screen (the Patient App tab's picture), once its track arrived. */
  screen: MediaStream | null;
}

/** Where the call window reads the streams (fits React's useSyncExternalStore). */
export interface CallMediaSource {
  /** The streams now: the same object until they change. */
  current(): CallStreams;
  /** Calls `listener` after every change; answers the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** A CallMediaSource its provider writes to. */
export interface CallMediaStore extends CallMediaSource {
  set(change: Partial<CallStreams>): void;
}

/**
 * A store of a call's streams.
 *
 * @example
 * const media = createCallMediaStore();
 * const streams = useSyncExternalStore(media.subscribe, media.current);
 */
export function createCallMediaStore(): CallMediaStore {
  let streams: CallStreams = { local: null, remote: null, screen: null };
  const listeners = new Set<() => void>();
  return {
    current: () => streams,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(change) {
      streams = { ...streams, ...change };
      for (const listener of listeners) listener();
    },
  };
}
