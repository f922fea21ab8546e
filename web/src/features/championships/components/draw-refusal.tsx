import { Link } from 'react-router-dom';
import { FormAlert } from '@/components/ui/form-alert';
import { pagePath } from '@/config/page-registry';
import { drawCopy as copy } from '@/features/championships/content/draw-copy';
import type { DrawRefusal } from '@/features/championships/hooks/use-draw';

/** Why the draw did not happen, and where to go about it. */
export function DrawRefusalAlert({
  eventId,
  refusal,
  undecided,
}: {
  eventId: string;
  refusal: DrawRefusal;
  /** The weigh-ins waiting for a decision, as the office's list last counted them. */
  undecided: number | null;
}) {
  if (refusal.kind === 'undecided') {
    return (
      <FormAlert>
        <p>{copy.undecided(undecided)}</p>
        <p>
          <Link to={pagePath('championshipWeighIn', { eventId })}>{copy.openDesk}</Link>
        </p>
      </FormAlert>
    );
  }
  return (
    <FormAlert tone={refusal.kind === 'already-drawn' ? 'info' : 'error'}>
      <p>{refusal.kind === 'already-drawn' ? copy.alreadyDrawn : refusal.message}</p>
    </FormAlert>
  );
}
