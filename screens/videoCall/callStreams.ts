// The media the call window draws: the local camera (the preview) and the remote participant's
// stream. The provider fills it; the window's <video> elements read it. Kept apart from the call
// machine, which stays free of media objects.

export interface CallStreamsState {
  local: MediaStream | null;
  remote: MediaStream | null;
}

export interface CallStreams {
  get: () => CallStreamsState;
  setLocal: (stream: MediaStream | null) => void;
  setRemote: (stream: MediaStream | null) => void;
  /** Called on every change until the returned function is called. */
  subscribe: (listener: () => void) => () => void;
}

/**
 * A small store of the call's streams, for `useSyncExternalStore`.
 *
 * @example
 * const streams = createCallStreams();
 * streams.setRemote(event.streams[0]);
 */
export function createCallStreams(): CallStreams {
  let state: CallStreamsState = { local: null, remote: null };
  const listeners = new Set<() => void>();
  const change = (next: Partial<CallStreamsState>) => {
    state = { ...state, ...next };
    listeners.forEach((listener) => listener());
  };
  return {
    get: () => state,
    setLocal: (local) => change({ local }),
    setRemote: (remote) => change({ remote }),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
