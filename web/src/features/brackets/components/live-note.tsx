import { bracketsCopy } from '@/features/brackets/content/brackets-copy';
import type { NewResult } from '@/features/brackets/lib/bracket-changes';
import type { Brackets } from '@/features/brackets/lib/bracket-types';
import { championshipDecided } from '@/features/brackets/lib/rounds';

const copy = bracketsCopy.live;

/** How many winners an update names before it only counts them. */
const NAMED = 3;

/**
 * Whether the page keeps itself up to date, and what the last update brought: a polite live
 * region, so a screen reader hears a new result when it has finished speaking, and focus stays
 * where the visitor left it.
 */
export function LiveNote({ brackets, news }: { brackets: Brackets; news: readonly NewResult[] }) {
  const lines =
    news.length > NAMED
      ? [copy.newResults(news.length)]
      : news.map((result) => copy.won(result.winner.athleteName, result.roundName));
  return (
    <div className="brackets__live">
      <p>{championshipDecided(brackets) ? copy.finished : copy.polling}</p>
      <div aria-live="polite" aria-atomic="true">
        {lines.map((line) => (
          <p key={line} className="brackets__news">
            {line}
          </p>
        ))}
      </div>
    </div>
  );
}
