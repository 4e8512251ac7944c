// Browser code, bundled by video-call.test.ts (esbuild) and evaluated in a portal page: a
// clinician's call as the portal places it — the call machine with the server's twilio_room
// calls and the provider of createVideoProvider() — drawn into two <video> elements, so the test
// reads what a user would see (the notice, the timer, the decoded remote video).
import { createActor, fromPromise } from 'xstate';
import { message } from '../../../src/generated/catalog';
import { callNotice, callNoticeTitle, videoCallMachine, type RoomInfoAnswer, type StartRoomOutcome } from '../../../machines/videoCall/callMachine';
import { createVideoProvider } from '../../../screens/videoCall/providers/createVideoProvider';

/** What the test reads of the call. */
export interface CallView {
  tags: string[];
  notice: string | null;
  title: string | null;
  elapsedSeconds: number;
  remoteVideo: { width: number; height: number; time: number };
  /** The patient's app screen (the Patient App tab's picture), drawn apart from the camera. */
  screenVideo: { width: number; height: number; time: number };
  localTracks: number;
}

interface CallStart {
  token: string;
  patientId: number;
  userId: number;
  identity: string;
}

async function api(token: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`/api/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer: unknown = await response.json();
  return { status: response.status, body: typeof answer === 'object' && answer !== null ? { ...answer } : {} };
}

function dataOf<T>(answer: { status: number; body: Record<string, unknown> }, what: string): T {
  if (answer.status !== 200) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  // The middleware's wire: every answer is {data}; its shape is the OpenAPI description's.
  return answer.body.data as T;
}

function videoElement(id: string): HTMLVideoElement {
  const video = document.createElement('video');
  video.id = id;
  video.autoplay = true;
  video.playsInline = true;
  video.muted = true;
  // Small enough that all three stay in view: Chrome pauses a muted autoplaying video off screen.
  video.style.width = '160px';
  document.body.append(video);
  return video;
}

/**
 * Starts a call and answers the handles the test drives it by.
 *
 * @example
 * const call = startCall({ token, patientId: 7, userId: 3, identity: 'surgeon' });
 */
function startCall(start: CallStart): { view(): CallView; hangUp(): void } {
  const provider = createVideoProvider();
  const remote = videoElement('remote-video');
  const local = videoElement('local-video');
  const screen = videoElement('screen-video');
  provider.media.subscribe(() => {
    const { local: localStream, remote: remoteStream, screen: screenStream } = provider.media.current();
    if (screen.srcObject !== screenStream) screen.srcObject = screenStream;
    if (remote.srcObject !== remoteStream) remote.srcObject = remoteStream;
    if (local.srcObject !== localStream) local.srcObject = localStream;
  });
  const machine = videoCallMachine.provide({
    actors: {
      grabRoomInfo: fromAnswer(async ({ patientId }: { patientId: number }) =>
        dataOf<RoomInfoAnswer>(await api(start.token, 'GET', `twilio_room/info/${patientId}`), 'grabTwilioRoomInfo'),
      ),
      startRoom: fromAnswer(async (body: { identity: string; patient_id: number }): Promise<StartRoomOutcome> => {
        const answer = await api(start.token, 'POST', 'twilio_room/start', body);
        if (answer.status === 409) return { kind: 'occupied' };
        return { kind: 'started', ...dataOf<Omit<Extract<StartRoomOutcome, { kind: 'started' }>, 'kind'>>(answer, 'startVideoRoom') };
      }),
      endRoom: fromAnswer(async ({ roomId }: { roomId: number }) => dataOf<unknown>(await api(start.token, 'DELETE', `twilio_room/end/${roomId}`), 'endVideoRoom')),
    },
  });
  const actor = createActor(machine, { input: { patientId: start.patientId, userId: start.userId, identity: start.identity, provider } });
  actor.start();
  return {
    view() {
      const snapshot = actor.getSnapshot();
      const notice = callNotice(snapshot);
      const title = callNoticeTitle(snapshot);
      return {
        tags: [...snapshot.tags],
        notice: notice === null ? null : message(notice),
        title: title === null ? null : message(title),
        elapsedSeconds: snapshot.context.elapsedSeconds,
        remoteVideo: { width: remote.videoWidth, height: remote.videoHeight, time: remote.currentTime },
        screenVideo: { width: screen.videoWidth, height: screen.videoHeight, time: screen.currentTime },
        localTracks: provider.media.current().local?.getTracks().length ?? 0,
      };
    },
    hangUp: () => actor.send({ type: 'HANG_UP' }),
  };
}

/** An actor of the machine from a call of the middleware. */
function fromAnswer<Output, Input>(run: (input: Input) => Promise<Output>) {
  return fromPromise<Output, Input>(({ input }) => run(input));
}

Object.assign(window, { cadenceCall: { startCall } });
