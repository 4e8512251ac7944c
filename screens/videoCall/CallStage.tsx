import { Alert, Badge, Box, Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { constants, message } from '../../src/generated/catalog';
import { callTimerText } from '../../domain/videoCall/callTimerText';
import type { CallMediaSource } from './providers/callMediaStore';
import type { VideoCallView } from './useVideoCall';

export interface CallStageProps {
  call: VideoCallView;
  /** The call's streams, as the provider holds them. */
  media: CallMediaSource;
  /** Turns the background effect of the outgoing video on or off; answers whether it is on. */
  setBackground: (on: boolean) => Promise<boolean>;
}

/**
 * The video part of the call window ([video-window]): the remote video, the 230x180 local
 * preview, the m:ss call timer, hang-up, background on/off, the call's notices ('Calling
 * patient...', section 8's messages) and the 'Click to unmute audio' banner when the browser's
 * autoplay policy kept the remote audio muted.
 */
export function CallStage({ call, media, setBackground }: CallStageProps) {
  const { local, remote } = useSyncExternalStore(
    (listener) => media.subscribe(listener),
    () => media.current(),
  );
  const remoteVideo = useRef<HTMLVideoElement>(null);
  const localVideo = useRef<HTMLVideoElement>(null);
  const [audioBlocked, setAudioBlocked] = useState(false);
  const [background, setBackgroundOn] = useState(false);

  useEffect(() => {
    const video = localVideo.current;
    if (video) video.srcObject = local;
  }, [local]);

  useEffect(() => {
    const video = remoteVideo.current;
    if (!video || !remote) return;
    video.srcObject = remote;
    video.muted = false;
    // Autoplay with sound may be refused until the user clicks: play muted and offer the banner.
    video.play().catch(() => {
      video.muted = true;
      setAudioBlocked(true);
      void video.play().catch(() => undefined);
    });
  }, [remote]);

  const unmute = () => {
    const video = remoteVideo.current;
    if (video) {
      video.muted = false;
      void video.play().catch(() => undefined);
    }
    setAudioBlocked(false);
  };

  const toggleBackground = () => {
    setBackground(!background).then(setBackgroundOn, (error: unknown) => {
      console.warn('the background effect could not be switched', error);
      setBackgroundOn(false);
    });
  };

  return (
    <Stack gap="xs">
      {audioBlocked && (
        <Button color="yellow" variant="filled" onClick={unmute}>
          {message('videoClickToUnmute')}
        </Button>
      )}
      {call.notice !== null && (
        <Alert color={call.calling ? 'blue' : call.notice === 'videoCallEnded' ? 'gray' : 'red'} title={call.noticeTitle === null ? undefined : message(call.noticeTitle)} role="status">
          {message(call.notice)}
        </Alert>
      )}
      <Box pos="relative" bg="dark.8" style={{ aspectRatio: '16 / 9', borderRadius: 8, overflow: 'hidden' }}>
        <video ref={remoteVideo} aria-label={message('videoRemoteLabel')} autoPlay playsInline style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
        <video
          ref={localVideo}
          aria-label={message('videoLocalPreviewLabel')}
          autoPlay
          playsInline
          muted
          width={constants.videoLocalPreviewWidth}
          height={constants.videoLocalPreviewHeight}
          style={{
            position: 'absolute',
            right: 12,
            bottom: 12,
            width: constants.videoLocalPreviewWidth,
            height: constants.videoLocalPreviewHeight,
            objectFit: 'cover',
            borderRadius: 6,
            border: '2px solid white',
            background: 'black',
          }}
        />
        {call.established && (
          <Badge pos="absolute" top={12} left={12} size="lg" color="dark" aria-label={message('videoTimerLabel')}>
            {callTimerText(call.elapsedSeconds)}
          </Badge>
        )}
      </Box>
      <Group justify="center">
        <Button variant={background ? 'filled' : 'default'} aria-pressed={background} onClick={toggleBackground} disabled={call.finished || local === null}>
          {message(background ? 'videoBackgroundOff' : 'videoBackgroundOn')}
        </Button>
        <Button color="red" onClick={call.hangUp} disabled={call.finished}>
          {message('videoHangUp')}
        </Button>
      </Group>
      {call.finished && call.notice === null && <Text c="dimmed">{message('videoCallEnded')}</Text>}
    </Stack>
  );
}
