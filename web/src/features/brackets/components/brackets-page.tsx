import { Link } from 'react-router-dom';
import { LoadFailed } from '@/components/ui/load-failed';
import { PageIntro } from '@/components/ui/page-intro';
import { Spinner } from '@/components/ui/spinner';
import { pagePath } from '@/config/page-registry';
import { BracketsBody } from '@/features/brackets/components/brackets-body';
import { LiveNote } from '@/features/brackets/components/live-note';
import { bracketsCopy as copy, bracketsIntro } from '@/features/brackets/content/brackets-copy';
import { useEventTitle } from '@/features/brackets/hooks/use-event-title';
import { useLiveBrackets } from '@/features/brackets/hooks/use-live-brackets';
import { BracketsSeedContext, readBracketsSeed } from '@/features/brackets/lib/brackets-seed';
import { useServerSeed } from '@/hooks/use-server-seed';
import './brackets.css';

/**
 * /events/<id>/brackets: a championship's brackets for everyone (name and club only), kept up to
 * date while open, with a check anyone can run that the draw is the one the seed and entries give.
 */
export function BracketsPage({ eventId }: { eventId: string }) {
  // Rendered by a function with its brackets and title (functions/src/brackets-page.ts).
  const seed = useServerSeed(BracketsSeedContext, (doc) => readBracketsSeed(doc, eventId));
  const ours = seed?.eventId === eventId ? seed : null;
  const { load, retry } = useLiveBrackets(eventId, ours);
  const title = useEventTitle(eventId, ours);

  return (
    <PageIntro copy={bracketsIntro}>
      <p className="brackets__event">
        {title && <Link to={pagePath('eventDetail', { eventId })}>{copy.event(title)}</Link>}
      </p>
      <div
        className={
          load.state === 'loading' ? 'brackets__state brackets__state--loading' : 'brackets__state'
        }
      >
        {load.state === 'loading' && <Spinner label={copy.loading} />}
        {load.state === 'failed' && (
          <LoadFailed message={copy.loadFailed} retryLabel={copy.retry} onRetry={retry} />
        )}
        {load.state === 'not-drawn' && <p className="brackets__not-drawn">{copy.notDrawn}</p>}
        {load.state === 'loaded' && (
          <>
            <LiveNote brackets={load.brackets} news={load.news} />
            <BracketsBody brackets={load.brackets} />
          </>
        )}
      </div>
    </PageIntro>
  );
}
