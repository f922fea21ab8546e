import { useEffect, useId, useRef, useState } from 'react';
import { DrawRefusalAlert } from '@/features/championships/components/draw-refusal';
import { drawCopy as copy } from '@/features/championships/content/draw-copy';
import type { DrawRefusal } from '@/features/championships/hooks/use-draw';
import { focusElement } from '@/lib/focus';

interface DrawConfirmProps {
  eventId: string;
  undecided: number | null;
  onDraw: () => Promise<DrawRefusal | null>;
}

/**
 * The first draw: one button, then the question saying what happens (entries close for good,
 * every division drawn, public at once) before anything is sent.
 */
export function DrawConfirm({ eventId, undecided, onDraw }: DrawConfirmProps) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<DrawRefusal | null>(null);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);

  useEffect(() => {
    // Into the question when it opens; back to the button that opened it when it closes.
    if (asking) focusElement(heading.current);
    else if (wasAsking.current) opener.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  if (!asking) {
    return (
      <>
        <p>{copy.notDrawn}</p>
        <button
          ref={opener}
          type="button"
          className="button button--primary"
          onClick={() => {
            setRefusal(null);
            setAsking(true);
          }}
        >
          {copy.draw}
        </button>
      </>
    );
  }

  async function draw() {
    setBusy(true);
    setRefusal(await onDraw());
    setBusy(false);
  }

  return (
    <div className="draw-confirm" role="group" aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} className="draw-confirm__heading">
        {copy.confirmLabel}
      </h3>
      <ul>
        {copy.confirmPoints.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      {undecided !== null && undecided > 0 && (
        <p className="draw-confirm__warning">{copy.undecidedWarning(undecided)}</p>
      )}
      {refusal && <DrawRefusalAlert eventId={eventId} refusal={refusal} undecided={undecided} />}
      <p className="draw-confirm__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={() => void draw()}
        >
          {busy ? copy.drawNow.busy : copy.drawNow.idle}
        </button>
        <button type="button" className="button button--secondary" onClick={() => setAsking(false)}>
          {copy.cancel}
        </button>
      </p>
    </div>
  );
}
