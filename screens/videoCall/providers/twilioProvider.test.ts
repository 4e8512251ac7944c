// The Twilio provider against a fake of twilio-video's module: its Room is an EventEmitter as the
// real one, so the mapping of Twilio's events onto the call machine's is what is tested.
import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callMedia } from '../../../domain/videoCall/callMedia';
import { VideoConnectError, type VideoRoomEvent } from '../../../domain/videoCall/VideoProvider';
import { createTwilioVideoProvider, type TwilioParticipantLike, type TwilioRoomLike, type TwilioVideoModule } from './twilioProvider';

/** A track the way a test can see it stop. */
class FakeTrack {
  stopped = false;
  constructor(readonly kind: 'audio' | 'video') {}
  stop(): void {
    this.stopped = true;
  }
}

/** Enough of MediaStream for the provider (Node has none). */
class FakeMediaStream {
  private readonly tracks: MediaStreamTrack[];
  constructor(tracks: MediaStreamTrack[] = []) {
    this.tracks = [...tracks];
  }
  getTracks(): MediaStreamTrack[] {
    return [...this.tracks];
  }
  getVideoTracks(): MediaStreamTrack[] {
    return this.tracks.filter((track) => track.kind === 'video');
  }
  addTrack(track: MediaStreamTrack): void {
    this.tracks.push(track);
  }
  removeTrack(track: MediaStreamTrack): void {
    this.tracks.splice(this.tracks.indexOf(track), 1);
  }
}

function mediaTrack(kind: 'audio' | 'video'): { fake: FakeTrack; track: MediaStreamTrack } {
  const fake = new FakeTrack(kind);
  // The provider only reads kind and calls stop(); the rest of MediaStreamTrack is never touched.
  const track: MediaStreamTrack = Object.assign(Object.create(null) as MediaStreamTrack, { kind, stop: () => fake.stop() });
  return { fake, track };
}

class FakeRoom extends EventEmitter implements TwilioRoomLike {
  participants = new Map<string, TwilioParticipantLike>();
  published: [string, MediaStreamTrack][] = [];
  localParticipant = {
    publishTrack: (track: MediaStreamTrack) => {
      this.published.push(['publish', track]);
      return Promise.resolve();
    },
    unpublishTrack: (track: MediaStreamTrack) => {
      this.published.push(['unpublish', track]);
    },
  };
  disconnected = false;
  constructor(readonly name: string) {
    super();
  }
  disconnect(): this {
    this.disconnected = true;
    this.emit('disconnected', this, null);
    return this;
  }
}

let camera: ReturnType<typeof mediaTrack>;
let microphone: ReturnType<typeof mediaTrack>;
const getUserMedia = vi.fn<(constraints: MediaStreamConstraints) => Promise<MediaStream>>();

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('MediaStream', FakeMediaStream);
  camera = mediaTrack('video');
  microphone = mediaTrack('audio');
  getUserMedia.mockReset();
  getUserMedia.mockImplementation(() => Promise.resolve(new MediaStream([microphone.track, camera.track])));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function providerWith(room: FakeRoom, connect = vi.fn<TwilioVideoModule['connect']>(() => Promise.resolve(room))) {
  const loadTwilio = vi.fn(() => Promise.resolve({ connect }));
  const provider = createTwilioVideoProvider({ loadTwilio, mediaDevices: { getUserMedia } });
  const events: VideoRoomEvent[] = [];
  const open = () => provider.connect({ token: 'twilio-token', room: room.name, media: callMedia, onEvent: (event) => events.push(event) });
  return { provider, events, open, connect, loadTwilio };
}

describe('the Twilio provider', () => {
  it('[video-audio-constraints] opens the devices with section 9\'s audio and joins the room named by the token\'s room, with those tracks', async () => {
    const room = new FakeRoom('patient-7-RM1');
    const { open, connect, loadTwilio, provider } = providerWith(room);
    expect(loadTwilio).not.toHaveBeenCalled();
    const connection = await open();
    expect(loadTwilio).toHaveBeenCalledTimes(1);
    expect(getUserMedia.mock.calls[0]?.[0].audio).toEqual({ autoGainControl: true, echoCancellation: true, noiseSuppression: true });
    expect(connect).toHaveBeenCalledWith('twilio-token', { name: 'patient-7-RM1', tracks: [microphone.track, camera.track] });
    expect(connection.room).toBe('patient-7-RM1');
    expect(provider.media.current().local?.getTracks()).toHaveLength(2);
  });

  it('[video-call-established] maps participants and subscribed tracks onto the call machine\'s events', async () => {
    const room = new FakeRoom('patient-7-RM2');
    room.participants.set('PA1', { identity: 'patient-7' });
    const { open, events, provider } = providerWith(room);
    await open();
    await vi.runAllTimersAsync();
    expect(events).toEqual([{ type: 'participantJoined', participant: { identity: 'patient-7' }, alreadyInRoom: true }]);

    const remoteVideo = mediaTrack('video');
    room.emit('trackSubscribed', { kind: 'video', mediaStreamTrack: remoteVideo.track }, {}, { identity: 'patient-7' });
    room.emit('trackSubscribed', { kind: 'data' }, {}, { identity: 'patient-7' });
    room.emit('participantConnected', { identity: 'nurse' });
    room.emit('participantDisconnected', { identity: 'patient-7' });
    expect(events.slice(1)).toEqual([
      { type: 'trackReceived', kind: 'video', participant: { identity: 'patient-7' } },
      { type: 'participantJoined', participant: { identity: 'nurse' }, alreadyInRoom: false },
      { type: 'participantLeft', participant: { identity: 'patient-7' } },
    ]);
    expect(provider.media.current().remote?.getTracks()).toEqual([remoteVideo.track]);
  });

  it("[video-call-screen-tabs] the patient's video track named screen is the Patient App picture, not the camera; unsubscribed, it goes", async () => {
    const room = new FakeRoom('patient-7-RM3');
    const { open, events, provider } = providerWith(room);
    await open();
    const patientCamera = mediaTrack('video');
    const patientScreen = mediaTrack('video');
    room.emit('trackSubscribed', { kind: 'video', name: 'screen', mediaStreamTrack: patientScreen.track }, {}, { identity: 'patient-7' });
    expect(provider.media.current().screen?.getVideoTracks()).toEqual([patientScreen.track]);
    // The screen alone does not establish the call: the camera does.
    expect(events).toEqual([]);
    room.emit('trackSubscribed', { kind: 'video', name: 'camera', mediaStreamTrack: patientCamera.track }, {}, { identity: 'patient-7' });
    expect(events).toEqual([{ type: 'trackReceived', kind: 'video', participant: { identity: 'patient-7' } }]);
    expect(provider.media.current().remote?.getTracks()).toEqual([patientCamera.track]);

    room.emit('trackUnsubscribed', { kind: 'video', name: 'screen', mediaStreamTrack: patientScreen.track });
    expect(provider.media.current().screen).toBeNull();
    expect(provider.media.current().remote?.getTracks()).toEqual([patientCamera.track]);
  });

  it('[video-window] sends another video instead of the camera (the background effect), and the camera again', async () => {
    const room = new FakeRoom('patient-7-RM7');
    const { open, provider } = providerWith(room);
    await open();
    const canvas = mediaTrack('video');
    await provider.replaceOutgoingVideo(canvas.track);
    await provider.replaceOutgoingVideo(null);
    expect(room.published).toEqual([
      ['unpublish', camera.track],
      ['publish', canvas.track],
      ['unpublish', canvas.track],
      ['publish', camera.track],
    ]);
  });

  it('[video-hang-up] disconnect() leaves the room and stops the camera and microphone', async () => {
    const room = new FakeRoom('patient-7-RM3');
    const { open, events, provider } = providerWith(room);
    const connection = await open();
    connection.disconnect();
    connection.disconnect();
    expect(room.disconnected).toBe(true);
    expect(camera.fake.stopped && microphone.fake.stopped).toBe(true);
    expect(provider.media.current()).toEqual({ local: null, remote: null, screen: null });
    expect(events).toEqual([{ type: 'disconnected', reason: 'local' }]);
  });

  it('[video-call-ended] a completed room is a remote end; [video-generic-error] a lost one a failure', async () => {
    const completed = new FakeRoom('patient-7-RM4');
    const first = providerWith(completed);
    await first.open();
    completed.emit('disconnected', completed, { code: 53118 });
    expect(first.events).toEqual([{ type: 'disconnected', reason: 'remote' }]);
    expect(camera.fake.stopped).toBe(true);

    const lost = new FakeRoom('patient-7-RM5');
    const second = providerWith(lost);
    await second.open();
    lost.emit('disconnected', lost, { code: 53001 });
    expect(second.events).toEqual([{ type: 'disconnected', reason: 'failure' }]);
  });

  it('[video-device-access-denied] a refused camera rejects deviceAccessDenied; a refused token connectFailed, with the devices closed', async () => {
    const room = new FakeRoom('patient-7-RM6');
    getUserMedia.mockImplementationOnce(() => Promise.reject(Object.assign(new Error('Permission denied'), { name: 'NotAllowedError' })));
    const denied = providerWith(room);
    await expect(denied.open()).rejects.toEqual(new VideoConnectError('deviceAccessDenied', 'Permission denied'));

    const refused = providerWith(room, vi.fn<TwilioVideoModule['connect']>(() => Promise.reject(new Error('Access Token is invalid'))));
    const rejection = await refused.open().catch((error: unknown) => error);
    expect(rejection).toBeInstanceOf(VideoConnectError);
    expect(rejection instanceof VideoConnectError && rejection.failure).toBe('connectFailed');
    expect(camera.fake.stopped).toBe(true);
  });

  it('[video-permissions-blocked] testPermissions answers blocked when the camera or microphone is denied for the site', async () => {
    const query = vi.fn(({ name }: { name: PermissionName }) => Promise.resolve({ state: name === 'microphone' ? ('denied' as const) : ('prompt' as const) }));
    expect(await createTwilioVideoProvider({ permissions: { query } }).testPermissions()).toBe('blocked');
    const allowed = vi.fn(() => Promise.resolve({ state: 'granted' as const }));
    expect(await createTwilioVideoProvider({ permissions: { query: allowed } }).testPermissions()).toBe('granted');
  });
});
