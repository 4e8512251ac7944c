import { Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { message } from '../../src/generated/catalog';
import { previewSize } from './previewSize';

/**
 * The user's own camera before a call, 320x320 (240 high on Safari, [video-preview-size]), so a
 * clinician sees the camera works before calling; the camera is released when the preview goes.
 * A refused or missing camera says so, in the call's own words.
 */
export function CameraPreview() {
  const video = useRef<HTMLVideoElement>(null);
  const [refused, setRefused] = useState(false);
  const size = previewSize(navigator.userAgent);
  useEffect(() => {
    let stream: MediaStream | undefined;
    let gone = false;
    const devices = navigator.mediaDevices as MediaDevices | undefined;
    if (!devices) {
      setRefused(true);
      return;
    }
    devices.getUserMedia({ video: true, audio: false }).then(
      (opened) => {
        if (gone) {
          opened.getTracks().forEach((track) => track.stop());
          return;
        }
        stream = opened;
        if (video.current) video.current.srcObject = opened;
      },
      () => {
        if (!gone) setRefused(true);
      },
    );
    return () => {
      gone = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);
  if (refused) return <Text c="red">{message('videoDeviceAccessDenied')}</Text>;
  return <video ref={video} aria-label={message('romTimeCameraPreview')} autoPlay muted playsInline width={size.width} height={size.height} style={{ objectFit: 'cover', background: '#000' }} />;
}
