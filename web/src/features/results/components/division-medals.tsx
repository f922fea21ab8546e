import type { DivisionResult, Medallist } from '@contracts/bracket';
import { resultsCopy as copy } from '@/features/results/content/results-copy';
import { clubName } from '@/lib/club-name';
import { divisionLabel } from '@/features/results/lib/division-label';

type Medal = 'gold' | 'silver' | 'bronze';

function MedalRow({ medal, who }: { medal: Medal; who: Medallist }) {
  return (
    <li className="division-medals__row">
      <span className={`medal-badge medal-badge--${medal}`}>{copy.medals[medal]}</span>
      <span>
        <strong>{who.athleteName}</strong>
        <span className="division-medals__club">{clubName(who.clubId, who.clubName)}</span>
      </span>
    </li>
  );
}

/** One decided division: its name, then gold, silver and the bronzes by name and club. */
export function DivisionMedals({ division }: { division: DivisionResult }) {
  const name = divisionLabel(division.id, division.name);
  return (
    <article className="division-medals" aria-label={name}>
      <h4>{name}</h4>
      <ul>
        {division.gold && <MedalRow medal="gold" who={division.gold} />}
        {division.silver && <MedalRow medal="silver" who={division.silver} />}
        {division.bronze.map((who) => (
          <MedalRow key={who.entryId} medal="bronze" who={who} />
        ))}
      </ul>
    </article>
  );
}
