import { useState } from 'react';
import { TextField } from '@/components/ui/text-field';
import { bracketsCopy } from '@/features/brackets/content/brackets-copy';
import type { Brackets } from '@/features/brackets/lib/bracket-types';
import { findAthletes, type FoundAthlete } from '@/features/brackets/lib/athlete-search';
import { clubName } from '@/lib/club-name';

const copy = bracketsCopy.find;

interface AthleteFinderProps {
  brackets: Brackets;
  followed: FoundAthlete | null;
  onFollow: (athlete: FoundAthlete | null) => void;
}

/**
 * "Find an athlete": a parent knows the child's name, not the division. Typing lists the
 * athletes whose name holds the text, in any division; choosing one opens their division and
 * marks their bouts.
 */
export function AthleteFinder({ brackets, followed, onFollow }: AthleteFinderProps) {
  const [query, setQuery] = useState('');
  const found = findAthletes(brackets, query);

  return (
    <div className="athlete-finder">
      <TextField
        label={copy.label}
        hint={copy.hint}
        type="search"
        autoComplete="off"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <div role="status">{query.trim() && found.length === 0 ? <p>{copy.none}</p> : null}</div>
      {found.length > 0 && (
        <ul className="athlete-finder__results" aria-label={copy.results}>
          {found.map((athlete) => (
            <li key={athlete.entryId}>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => {
                  setQuery('');
                  onFollow(athlete);
                }}
              >
                {copy.follow(athlete.athleteName, clubName(athlete.clubId), athlete.divisionName)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {followed && (
        <p className="athlete-finder__following">
          <span>{copy.following(followed.athleteName)}</span>{' '}
          <button type="button" className="button button--secondary" onClick={() => onFollow(null)}>
            {copy.stop}
          </button>
        </p>
      )}
    </div>
  );
}
