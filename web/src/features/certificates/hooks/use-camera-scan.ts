import { useCallback, useEffect, useRef, useState } from 'react';
import { decodeQr } from '@/features/certificates/lib/qr-decode';

export type CameraState = 'off' | 'starting' | 'scanning' | 'denied';

/** How often a camera frame is read: often enough to feel instant, rare enough for a cheap phone. */
const FRAME_INTERVAL_MS = 250;

/**
 * The camera, pointed at a QR code: starts on demand (never on page load: the browser asks for
 * permission), reads a frame every quarter second and hands over the first text it finds, then
 * stops. The stream is always stopped when the component goes away.
 */
export function useCameraScan(onText: (text: string) => void) {
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const [state, setState] = useState<CameraState>('off');
  const found = useRef(onText);
  useEffect(() => {
    found.current = onText;
  });

  const stop = useCallback(() => {
    window.clearTimeout(timer.current);
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    if (video.current) video.current.srcObject = null;
    setState((current) => (current === 'denied' ? current : 'off'));
  }, []);

  // Reads frames until one holds a code or the camera is stopped (which ends the wait for good).
  const scan = useCallback(async () => {
    while (stream.current) {
      const element = video.current;
      if (element && element.readyState >= element.HAVE_CURRENT_DATA && element.videoWidth > 0) {
        const text = await decodeQr(element, element.videoWidth, element.videoHeight);
        if (text && stream.current) {
          stop();
          found.current(text);
          return;
        }
      }
      await new Promise((resolve) => {
        timer.current = window.setTimeout(resolve, FRAME_INTERVAL_MS);
      });
    }
  }, [stop]);

  const start = useCallback(async () => {
    if (!navigator.mediaDevices?.getUserMedia) {
      setState('denied');
      return;
    }
    setState('starting');
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: 'environment' } },
        audio: false,
      });
    } catch {
      setState('denied');
      return;
    }
    const element = video.current;
    if (element) {
      element.srcObject = stream.current;
      await element.play().catch(() => undefined);
    }
    setState('scanning');
    void scan();
  }, [scan]);

  useEffect(() => stop, [stop]);

  return { video, state, start, stop };
}
