import { useState } from 'react';
import { bracketsCopy } from '@/features/brackets/content/brackets-copy';
import type { Brackets } from '@/features/brackets/lib/bracket-types';
import type { DrawVerdict } from '@/features/brackets/lib/check-draw';

const copy = bracketsCopy.check;

type CheckState =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'failed' }
  | { state: 'done'; verdict: DrawVerdict };

/**
 * "Check this draw": the draw program is loaded only when asked for (it is not needed to read a
 * bracket), then run on this device from the published seed and the brackets' own entries.
 */
export function DrawCheck({ brackets }: { brackets: Brackets }) {
  const [check, setCheck] = useState<CheckState>({ state: 'idle' });

  async function run() {
    setCheck({ state: 'checking' });
    try {
      const { checkDraw } = await import('@/features/brackets/lib/check-draw');
      setCheck({ state: 'done', verdict: checkDraw(brackets) });
    } catch {
      setCheck({ state: 'failed' });
    }
  }

  return (
    <section className="draw-check" aria-labelledby="draw-check-heading">
      <h2 id="draw-check-heading">{copy.heading}</h2>
      <p>{copy.explain}</p>
      <dl className="draw-check__facts">
        <dt>{copy.seed}</dt>
        <dd>{brackets.seed}</dd>
        <dt>{copy.fingerprint}</dt>
        <dd>{brackets.entriesHash}</dd>
      </dl>
      <p>
        <button
          type="button"
          className="button button--primary"
          disabled={check.state === 'checking'}
          onClick={() => void run()}
        >
          {copy.button}
        </button>
      </p>
      <div role="status" className="draw-check__answer">
        {check.state === 'checking' && <p>{copy.checking}</p>}
        {check.state === 'failed' && (
          <p className="form-alert form-alert--error">{copy.loadFailed}</p>
        )}
        {check.state === 'done' && check.verdict.ok && (
          <div className="form-alert form-alert--success">
            <p>
              <span aria-hidden="true">✓ </span>
              <strong>{copy.ok}</strong>
            </p>
            <p>{copy.okDetail(check.verdict.entries, check.verdict.divisions)}</p>
          </div>
        )}
        {check.state === 'done' && !check.verdict.ok && (
          <div className="form-alert form-alert--error">
            <p>
              <span aria-hidden="true">✗ </span>
              <strong>{copy.failed}</strong>
            </p>
            <ul>
              {check.verdict.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
