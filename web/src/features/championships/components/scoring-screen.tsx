import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { FormAlert } from '@/components/ui/form-alert';
import { LoadFailed } from '@/components/ui/load-failed';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { pagePath } from '@/config/page-registry';
import { DivisionScoring } from '@/features/championships/components/division-scoring';
import { scoringCopy as copy } from '@/features/championships/content/scoring-copy';
import { useScoring } from '@/features/championships/hooks/use-scoring';
import { divisionChoices } from '@/features/championships/lib/bouts';
import { divisionLabel } from '@/features/championships/lib/division-label';
import './scoring.css';

/**
 * The officials' scoring screen, made for a phone at the mat table: pick the division (those with
 * bouts to score come first), tap the winner, confirm. Every score goes to the server at once and
 * waits for its answer; there is no outbox as at the weigh-in desk, because each bout depends on
 * the one before it (docs/decisions.md).
 */
export function ScoringScreen({ eventId }: { eventId: string }) {
  const { load, refresh, retry, score } = useScoring(eventId);
  const [params, setParams] = useSearchParams();
  const [said, setSaid] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);

  // The division first offered stays chosen (in the address, so a reload keeps it too): as bouts
  // are scored the order of the list changes, and the screen must not move to another division.
  const firstOffered =
    load.state === 'loaded' ? divisionChoices(load.brackets.divisions)[0]?.division.id : undefined;
  const chosen = params.get('division');
  useEffect(() => {
    if (!chosen && firstOffered) setParams({ division: firstOffered }, { replace: true });
  }, [chosen, firstOffered, setParams]);

  if (load.state === 'loading') return <Spinner label={copy.loading} />;
  if (load.state === 'failed') {
    return <LoadFailed message={copy.loadFailed} retryLabel={copy.retry} onRetry={retry} />;
  }
  if (load.state === 'not-drawn') {
    return (
      <FormAlert tone="info">
        <p>{copy.notDrawn}</p>
        <button type="button" className="button button--secondary" onClick={retry}>
          {copy.refresh}
        </button>
      </FormAlert>
    );
  }

  const choices = divisionChoices(load.brackets.divisions);
  const current = choices.find((choice) => choice.division.id === chosen) ?? choices[0];

  return (
    <div className="scoring">
      <p className="scoring__said" role="status">
        {said}
      </p>
      {refusal && (
        <FormAlert>
          <p>{copy.refused(refusal)}</p>
        </FormAlert>
      )}
      <div className="scoring__picker">
        <SelectField
          label={copy.division}
          value={current?.division.id ?? ''}
          options={choices.map(({ division, ready, finished }) => ({
            value: division.id,
            label: copy.divisionOption(divisionLabel(division.id, division.name), ready, finished),
          }))}
          onChange={(event) => {
            setSaid('');
            setRefusal(null);
            setParams({ division: event.target.value }, { replace: true });
          }}
        />
        <button type="button" className="button button--secondary" onClick={refresh}>
          {copy.refresh}
        </button>
      </div>
      {choices.length > 0 && choices.every((choice) => choice.finished) && (
        <p>{copy.allFinished}</p>
      )}
      {current && (
        <DivisionScoring
          key={current.division.id}
          division={current.division}
          onScore={async (matchId, winnerEntryId, announce) => {
            setRefusal(null);
            const outcome = await score(matchId, winnerEntryId);
            if (outcome.kind === 'sent') setSaid(announce);
            if (outcome.kind === 'refused') setRefusal(outcome.message);
            return outcome;
          }}
        />
      )}
      <p>
        <Link to={pagePath('eventBrackets', { eventId })}>{copy.brackets}</Link>
      </p>
    </div>
  );
}
