import { type FormEvent, useState } from 'react';
import type { AdminAthleteRow } from '@contracts/admin-athlete';
import { rankLabels } from '@/config/rank-labels';
import { searchCandidates } from '@/features/gradings/api/gradings-api';
import { gradingsCopy as copy } from '@/features/gradings/content/gradings-copy';

type Search =
  | { state: 'idle' }
  | { state: 'searching' }
  | { state: 'failed' }
  | { state: 'found'; q: string; athletes: AdminAthleteRow[] };

interface CandidateSearchProps {
  heading: string;
  /** Ids already on the screen (as candidates or with a recorded result): shown as added. */
  taken?: ReadonlySet<string>;
  /** The button of each athlete found: its visible text and its full name for screen readers. */
  action: { text: string; label: (name: string) => string };
  onPick: (athlete: AdminAthleteRow) => void;
}

/** Finds athletes by name or membership number; each found one is picked with one tap. */
export function CandidateSearch({ heading, taken, action, onPick }: CandidateSearchProps) {
  const [text, setText] = useState('');
  const [search, setSearch] = useState<Search>({ state: 'idle' });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = text.trim();
    if (!q) return;
    setSearch({ state: 'searching' });
    try {
      setSearch({ state: 'found', q, athletes: await searchCandidates(q) });
    } catch {
      setSearch({ state: 'failed' });
    }
  }

  return (
    <section className="gradings-panel" aria-labelledby="candidate-search-heading">
      <h2 id="candidate-search-heading">{heading}</h2>
      <form
        role="search"
        aria-label={heading}
        className="gradings-search"
        onSubmit={(e) => void submit(e)}
      >
        <label htmlFor="candidate-query" className="form-field__label">
          {copy.search.label}
        </label>
        <div className="gradings-search__row">
          <input
            id="candidate-query"
            type="search"
            className="form-field__input"
            maxLength={100}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="button button--secondary">
            {copy.search.button}
          </button>
        </div>
      </form>
      <div aria-live="polite">
        {search.state === 'searching' && <p>{copy.search.searching}</p>}
        {search.state === 'failed' && <p role="alert">{copy.search.failed}</p>}
        {search.state === 'found' && search.athletes.length === 0 && (
          <p>{copy.search.none(search.q)}</p>
        )}
      </div>
      {search.state === 'found' && search.athletes.length > 0 && (
        <ul className="gradings-found">
          {search.athletes.map((athlete) => (
            <li key={athlete.id} className="gradings-found__item">
              <span>
                <strong>{athlete.fullName}</strong>
                <span className="gradings-muted">
                  {athlete.membershipNumber} · {rankLabels[athlete.currentRank]}
                </span>
              </span>
              {taken?.has(athlete.id) ? (
                <span className="gradings-muted">{copy.search.added}</span>
              ) : (
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={action.label(athlete.fullName)}
                  onClick={() => onPick(athlete)}
                >
                  {action.text}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
