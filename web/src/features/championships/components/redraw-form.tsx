import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { drawPayloadSchema } from '@contracts/bracket';
import { FieldShell } from '@/components/ui/field-shell';
import { DrawRefusalAlert } from '@/features/championships/components/draw-refusal';
import { drawCopy as copy } from '@/features/championships/content/draw-copy';
import type { DrawRefusal } from '@/features/championships/hooks/use-draw';
import { focusElement, focusFirstInvalidField } from '@/lib/focus';

interface RedrawFormProps {
  eventId: string;
  undecided: number | null;
  /** Bouts already scored: the server refuses a redraw then, so the form says so instead. */
  scored: number;
  onRedraw: (reason: string) => Promise<DrawRefusal | null>;
  onCancel: () => void;
}

/**
 * A redraw is a second question with a reason: what it replaces is said first, and the reason is
 * checked by the payload's own schema (at least a sentence) before anything is sent.
 */
export function RedrawForm({ eventId, undecided, scored, onRedraw, onCancel }: RedrawFormProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<DrawRefusal | null>(null);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => focusElement(heading.current), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = drawPayloadSchema.safeParse({ redraw: true, reason });
    if (!parsed.success) {
      const issue = parsed.error.issues.find((item) => item.path[0] === 'reason');
      setError(issue?.message ?? parsed.error.issues[0]?.message);
      // After React has marked the field invalid.
      requestAnimationFrame(() => focusFirstInvalidField(form.current));
      return;
    }
    setError(undefined);
    setBusy(true);
    setRefusal(await onRedraw(parsed.data.reason ?? reason));
    setBusy(false);
  }

  return (
    <form
      ref={form}
      className="draw-confirm"
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h3 id={headingId} ref={heading} className="draw-confirm__heading">
        {copy.redrawLabel}
      </h3>
      <ul>
        {copy.redrawPoints.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      {scored > 0 && <p className="draw-confirm__warning">{copy.scoredSoFar(scored)}</p>}
      {scored === 0 && (
        <FieldShell label={copy.reason} hint={copy.reasonHint} error={error}>
          {(control) => (
            <textarea
              {...control}
              className="form-field__input form-field__textarea"
              rows={3}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </FieldShell>
      )}
      {refusal && <DrawRefusalAlert eventId={eventId} refusal={refusal} undecided={undecided} />}
      <p className="draw-confirm__actions">
        {scored === 0 && (
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? copy.redrawNow.busy : copy.redrawNow.idle}
          </button>
        )}
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {copy.cancel}
        </button>
      </p>
    </form>
  );
}
