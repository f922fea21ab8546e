import { type ChangeEvent, useState } from 'react';
import { verifyCopy as copy } from '@/features/certificates/content/verify-copy';
import { useCameraScan } from '@/features/certificates/hooks/use-camera-scan';
import { decodeQrFile } from '@/features/certificates/lib/qr-decode';

interface QrScanPanelProps {
  /** The text of the code that was read, or null when a photo held none. */
  onRead: (text: string | null) => void;
}

/** The two ways to read a certificate's QR code: the camera, or a photo chosen from the phone. */
export function QrScanPanel({ onRead }: QrScanPanelProps) {
  const { video, state, start, stop } = useCameraScan((text) => onRead(text));
  const [reading, setReading] = useState(false);
  const live = state === 'starting' || state === 'scanning';

  async function photoChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    stop();
    setReading(true);
    const text = await decodeQrFile(file);
    setReading(false);
    onRead(text);
  }

  return (
    <section className="verify-panel" aria-labelledby="verify-scan-heading">
      <h2 id="verify-scan-heading">{copy.scan.heading}</h2>
      <div className="verify-panel__actions">
        {live ? (
          <button type="button" className="button button--secondary" onClick={stop}>
            {copy.scan.stop}
          </button>
        ) : (
          <button type="button" className="button button--primary" onClick={() => void start()}>
            {copy.scan.start}
          </button>
        )}
        <label className="button button--secondary verify-panel__upload">
          {copy.scan.upload}
          <input
            type="file"
            accept="image/*"
            className="visually-hidden"
            onChange={(event) => void photoChosen(event)}
          />
        </label>
      </div>
      <video
        ref={video}
        className="verify-panel__video"
        hidden={!live}
        muted
        playsInline
        aria-label={copy.scan.videoLabel}
      />
      {state === 'scanning' && <p role="status">{copy.scan.looking}</p>}
      {state === 'denied' && <p role="alert">{copy.scan.denied}</p>}
      {reading && <p role="status">{copy.scan.reading}</p>}
    </section>
  );
}
