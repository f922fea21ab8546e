import { forwardRef } from 'react';
import { Link } from 'react-router-dom';
import type { Brackets } from '@contracts/bracket';
import { pagePath } from '@/config/page-registry';
import { drawCopy as copy } from '@/features/championships/content/draw-copy';
import { boutCount, scoredCount } from '@/features/championships/lib/bouts';

interface DrawSummaryProps {
  eventId: string;
  brackets: Brackets;
}

/**
 * What the draw made: how many divisions and bouts, the seed and the entries hash (the proof
 * anyone can re-run), and the way to the public brackets (the officials' scoring screen is among
 * the office's own links on the page, drawn or not).
 * The heading takes focus after a draw, so the office hears the result.
 */
export const DrawSummary = forwardRef<HTMLHeadingElement, DrawSummaryProps>(function DrawSummary(
  { eventId, brackets },
  heading,
) {
  const scored = scoredCount(brackets.divisions);
  return (
    <div className="draw-summary">
      <h3 ref={heading} className="draw-confirm__heading">
        {copy.drawnHeading}
      </h3>
      <p>
        {copy.drawnSummary(brackets.divisions.length, boutCount(brackets.divisions))}
        {scored > 0 && ` ${copy.scoredSoFar(scored)}`}
      </p>
      <dl className="draw-summary__proof">
        <div>
          <dt>{copy.seed}</dt>
          <dd>
            <code>{brackets.seed}</code>
          </dd>
        </div>
        <div>
          <dt>{copy.entriesHash}</dt>
          <dd>
            <code>{brackets.entriesHash}</code>
          </dd>
        </div>
      </dl>
      <p className="championship-panel__note">{copy.proofNote}</p>
      <p className="championship-panel__actions">
        <Link className="button button--secondary" to={pagePath('eventBrackets', { eventId })}>
          {copy.publicBrackets}
        </Link>
      </p>
    </div>
  );
});
