import type { DivisionMedals } from '@contracts/draw';
import { scoringCopy as copy } from '@/features/championships/content/scoring-copy';
import { clubName } from '@/lib/club-name';

/** A finished division's podium, each medal named in words (not by colour alone). */
export function Medallists({ medals }: { medals: DivisionMedals }) {
  const rows = [
    { medal: 'gold' as const, side: medals.gold },
    ...(medals.silver ? [{ medal: 'silver' as const, side: medals.silver }] : []),
    ...medals.bronze.map((side) => ({ medal: 'bronze' as const, side })),
  ];
  return (
    <section className="medallists" aria-labelledby="medallists-heading">
      <h2 id="medallists-heading" tabIndex={-1}>
        {copy.medalsHeading}
      </h2>
      <p>{copy.finished}</p>
      <ul className="medallists__list">
        {rows.map(({ medal, side }) => (
          <li
            key={`${medal}-${side.entryId}`}
            className={`medallists__row medallists__row--${medal}`}
          >
            <span className="medallists__medal">{copy[medal]}</span>{' '}
            <span>{copy.medallist(side.athleteName, clubName(side.clubId))}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
