import { useEffect, useState } from 'react';
import { drawQr, type QrDrawing } from '@/features/certificates/lib/qr-path';

interface QrImageProps {
  text: string;
  /** What the code is for, read by screen readers. */
  label: string;
  className?: string;
}

/**
 * A QR code drawn once its library has loaded. The box keeps its size meanwhile (the CSS gives it a
 * square), so nothing around it moves when the code appears.
 */
export function QrImage({ text, label, className }: QrImageProps) {
  const [drawing, setDrawing] = useState<{ text: string; qr: QrDrawing } | null>(null);

  useEffect(() => {
    let live = true;
    void drawQr(text).then((qr) => {
      if (live) setDrawing({ text, qr });
    });
    return () => {
      live = false;
    };
  }, [text]);

  const qr = drawing?.text === text ? drawing.qr : null;
  return (
    <div className={className} role="img" aria-label={label}>
      {qr && (
        <svg
          viewBox={`0 0 ${qr.size} ${qr.size}`}
          width="100%"
          height="100%"
          shapeRendering="crispEdges"
          aria-hidden="true"
          focusable="false"
        >
          <rect width={qr.size} height={qr.size} fill="#fff" />
          <path d={qr.path} fill="#000" />
        </svg>
      )}
    </div>
  );
}
