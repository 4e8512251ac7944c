import { describe, expect, it } from 'vitest';
import { isScreenTrack, screenLabelOf } from './screenTrack';

describe("telling the patient's screen from their camera", () => {
  it('[video-call-screen-tabs] Twilio: the video track named screen is the screen; the camera and audio are not', () => {
    expect(isScreenTrack({ kind: 'video', name: 'screen' })).toBe(true);
    expect(isScreenTrack({ kind: 'video', name: 'camera-7f' })).toBe(false);
    expect(isScreenTrack({ kind: 'audio', name: 'screen' })).toBe(false);
  });

  it('[video-call-screen-tabs] built-in: the video track of the stream the other side labelled screen', () => {
    expect(isScreenTrack({ kind: 'video', streamIds: ['{screen-1}'] }, ['{screen-1}'])).toBe(true);
    expect(isScreenTrack({ kind: 'video', streamIds: ['{camera-1}'] }, ['{screen-1}'])).toBe(false);
    // Nothing labelled (an app that sends its camera only): every video is the camera.
    expect(isScreenTrack({ kind: 'video', streamIds: ['{camera-1}'] })).toBe(false);
    expect(isScreenTrack({ kind: 'audio', streamIds: ['{screen-1}'] }, ['{screen-1}'])).toBe(false);
  });

  it("reads a signalling message's screen label only when it is a stream id", () => {
    expect(screenLabelOf({ type: 'answer', sdp: 'v=0', screen: '{0b1c-22}' })).toBe('{0b1c-22}');
    expect(screenLabelOf({ type: 'answer', sdp: 'v=0' })).toBeUndefined();
    expect(screenLabelOf({ type: 'offer', sdp: 'v=0', screen: 7 })).toBeUndefined();
    expect(screenLabelOf({ type: 'offer', sdp: 'v=0', screen: 'a b' })).toBeUndefined();
    expect(screenLabelOf({ type: 'offer', sdp: 'v=0', screen: 'x'.repeat(65) })).toBeUndefined();
  });
});
