import { Link } from 'react-router-dom';
import type { Championship } from '@contracts/championship';
import { divisionName } from '@contracts/division';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { locale } from '@/config/locale';
import { pagePath } from '@/config/page-registry';
import { useSession } from '@/features/auth/hooks/use-session';
import { DivisionLists } from '@/features/championships/components/division-lists';
import {
  championshipCopy as copy,
  disciplineLabels,
} from '@/features/championships/content/championship-copy';
import { useBracketsDrawn } from '@/features/championships/hooks/use-brackets-drawn';
import { useChampionshipPanel } from '@/features/championships/hooks/use-championship-panel';
import { countListed, divisionsWithEntries } from '@/features/championships/lib/division-groups';
import { formatLongDate } from '@/lib/dates';
import './championships.css';

/** The ways in for whoever is looking: everyone may enter; coaches, officials, the office more. */
function Actions({ eventId, championship }: { eventId: string; championship: Championship }) {
  const { admin, roles } = useSession();
  const drawn = useBracketsDrawn(eventId, !championship.entriesOpen);
  const links: { to: string; label: string; primary?: boolean }[] = [];
  if (drawn)
    links.push({ to: pagePath('eventBrackets', { eventId }), label: copy.brackets, primary: true });
  if (championship.entriesOpen) {
    links.push({
      to: pagePath('championshipEntry', { eventId }),
      label: copy.enter,
      primary: true,
    });
    if (roles?.coachClubId)
      links.push({ to: pagePath('championshipSquad', { eventId }), label: copy.squad });
  }
  if (roles?.official || admin) {
    links.push({ to: pagePath('championshipWeighIn', { eventId }), label: copy.weighIn });
    if (drawn)
      links.push({ to: pagePath('championshipScoring', { eventId }), label: copy.scoring });
  }
  if (admin) links.push({ to: pagePath('adminChampionship', { eventId }), label: copy.office });
  if (links.length === 0) return null;
  return (
    <p className="championship-panel__actions">
      {links.map((link) => (
        <Link
          key={link.to}
          to={link.to}
          className={`button ${link.primary ? 'button--primary' : 'button--secondary'}`}
        >
          {link.label}
        </Link>
      ))}
    </p>
  );
}

/**
 * The championship on its event page: the deadline, the divisions with their counts and the
 * public lists (name and club). Nothing at all for an event that is not open for entries.
 */
export function ChampionshipPanel({ eventId }: { eventId: string }) {
  const { load, retry } = useChampionshipPanel(eventId);
  if (load.state === 'none') return null;
  return (
    <section className="championship-panel" aria-labelledby="championship-heading">
      <h2 id="championship-heading">{copy.heading}</h2>
      {load.state === 'loading' && <Spinner label={copy.loading} />}
      {load.state === 'failed' && (
        <LoadFailed message={copy.loadFailed} retryLabel={copy.retry} onRetry={retry} />
      )}
      {load.state === 'loaded' && (
        <>
          <p>
            {load.championship.entriesOpen
              ? copy.closesOn(formatLongDate(load.championship.entryDeadline))
              : copy.closed}{' '}
            {copy.year(load.championship.competitionYear)}{' '}
            {copy.disciplines(
              load.championship.disciplines.map((d) => disciplineLabels[d]).join(', '),
            )}
          </p>
          <Actions eventId={eventId} championship={load.championship} />
          <p className="championship-panel__total">{copy.total(countListed(load.entries))}</p>
          <DivisionLists
            groups={divisionsWithEntries(load.divisions, load.entries)}
            divisions={load.divisions}
            nameOf={(division) => divisionName(division, locale)}
          />
          <p className="championship-panel__note">{copy.listsNote}</p>
        </>
      )}
    </section>
  );
}
