import { useEffect, useRef, useState } from 'react';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { DrawConfirm } from '@/features/championships/components/draw-confirm';
import { DrawSummary } from '@/features/championships/components/draw-summary';
import { RedrawForm } from '@/features/championships/components/redraw-form';
import { drawCopy as copy } from '@/features/championships/content/draw-copy';
import { useDraw } from '@/features/championships/hooks/use-draw';
import { scoredCount } from '@/features/championships/lib/bouts';
import { focusElement } from '@/lib/focus';
import { toast } from '@/lib/toast';
import './draw-control.css';

interface DrawControlProps {
  eventId: string;
  /** Weigh-ins waiting for a decision, from the office's list: the server refuses a draw then. */
  undecided: number | null;
}

/**
 * The office's draw: "Close entries and draw" with its question, then what the draw made, and a
 * redraw that needs a reason. After either, focus goes to the result's heading.
 */
export function DrawControl({ eventId, undecided }: DrawControlProps) {
  const { load, reload, draw } = useDraw(eventId);
  const [redrawing, setRedrawing] = useState(false);
  // Counts the draws made here: each one sends focus to the result once it is on screen.
  const [drawsMade, setDrawsMade] = useState(0);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const redrawButton = useRef<HTMLButtonElement>(null);

  const drawn = load.state === 'drawn';
  useEffect(() => {
    if (drawsMade > 0 && drawn) focusElement(resultHeading.current);
  }, [drawsMade, drawn]);

  let body;
  if (load.state === 'loading') body = <Spinner label={copy.loading} />;
  else if (load.state === 'failed') {
    body = <LoadFailed message={copy.loadFailed} retryLabel={copy.retry} onRetry={reload} />;
  } else if (load.state === 'not-drawn') {
    body = (
      <DrawConfirm
        eventId={eventId}
        undecided={undecided}
        onDraw={async () => {
          const refusal = await draw({});
          if (!refusal) {
            toast.success(copy.drawn);
            setDrawsMade((n) => n + 1);
          }
          return refusal;
        }}
      />
    );
  } else {
    body = (
      <>
        <DrawSummary ref={resultHeading} eventId={eventId} brackets={load.brackets} />
        {redrawing ? (
          <RedrawForm
            eventId={eventId}
            undecided={undecided}
            scored={scoredCount(load.brackets.divisions)}
            onCancel={() => {
              setRedrawing(false);
              requestAnimationFrame(() => redrawButton.current?.focus());
            }}
            onRedraw={async (reason) => {
              const refusal = await draw({ redraw: true, reason });
              if (!refusal) {
                toast.success(copy.redrawn);
                setRedrawing(false);
                setDrawsMade((n) => n + 1);
              }
              return refusal;
            }}
          />
        ) : (
          <button
            ref={redrawButton}
            type="button"
            className="button button--secondary"
            onClick={() => setRedrawing(true)}
          >
            {copy.redraw}
          </button>
        )}
      </>
    );
  }

  return (
    <section className="draw-control" aria-labelledby="draw-heading">
      <h2 id="draw-heading">{copy.heading}</h2>
      {body}
    </section>
  );
}
