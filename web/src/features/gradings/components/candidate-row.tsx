import type { GradingResult } from '@contracts/grading';
import type { RankId } from '@contracts/ranks';
import { rankLabels } from '@/config/rank-labels';
import { gradingsCopy as copy } from '@/features/gradings/content/gradings-copy';
import type { Candidate } from '@/features/gradings/lib/candidates';

interface CandidateRowProps {
  candidate: Candidate;
  onChange: (change: Partial<Pick<Candidate, 'result' | 'rank'>>) => void;
  onRemove: () => void;
}

/**
 * One candidate on a phone: name and current rank, pass or fail as two large toggles, and the rank
 * examined for, offering only what the association's rule allows from the current rank.
 */
export function CandidateRow({ candidate, onChange, onRemove }: CandidateRowProps) {
  const { athlete } = candidate;
  const group = `candidate-${athlete.id}`;
  return (
    <li className="gradings-candidate">
      <fieldset className="gradings-candidate__set">
        <legend className="gradings-candidate__name">{athlete.fullName}</legend>
        <p className="gradings-muted">
          {athlete.membershipNumber} · {copy.candidates.current(rankLabels[athlete.currentRank])}
        </p>
        <div
          className="gradings-candidate__result"
          role="radiogroup"
          aria-label={copy.candidates.result}
        >
          {(['pass', 'fail'] as const satisfies readonly GradingResult[]).map((value) => (
            <label key={value} className="gradings-toggle">
              <input
                type="radio"
                name={`${group}-result`}
                value={value}
                checked={candidate.result === value}
                onChange={() => onChange({ result: value })}
              />
              <span>{copy.candidates[value]}</span>
            </label>
          ))}
        </div>
        <label className="gradings-candidate__rank">
          <span className="form-field__label">{copy.candidates.rank}</span>
          <select
            className="form-field__input form-field__select"
            value={candidate.rank}
            onChange={(event) => onChange({ rank: event.target.value as RankId })}
          >
            {candidate.choices.map((rank) => (
              <option key={rank} value={rank}>
                {rankLabels[rank]}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="button gradings-candidate__remove"
          aria-label={copy.candidates.remove(athlete.fullName)}
          onClick={onRemove}
        >
          {copy.candidates.removeShort}
        </button>
      </fieldset>
    </li>
  );
}
