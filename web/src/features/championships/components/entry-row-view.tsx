import { useId, type FormEvent } from 'react';
import type { Discipline, MyEntry } from '@contracts/championship';
import { divisionName } from '@contracts/division';
import { locale } from '@/config/locale';
import { disciplineLabels } from '@/features/championships/content/championship-copy';
import { entryCopy as copy } from '@/features/championships/content/entry-copy';
import { divisionLabel } from '@/features/championships/lib/division-label';
import type { EntryAthlete } from '@/features/championships/lib/entry-athlete';
import {
  canSend,
  previewRow,
  type RowInput,
  type RowPreview,
  type RowSend,
} from '@/features/championships/lib/entry-row';

interface EntryRowViewProps {
  athlete: EntryAthlete;
  disciplines: readonly Discipline[];
  competitionYear: number;
  open: boolean;
  input: RowInput;
  send: RowSend;
  /** The athlete's live entry in the chosen discipline, if there is one already. */
  existing: MyEntry | undefined;
  onInput: (input: Partial<RowInput>) => void;
  onSubmit: () => void;
}

function previewText(preview: RowPreview): { text: string; tone: 'ok' | 'bad' | 'hint' } {
  switch (preview.kind) {
    case 'pick':
      return { text: copy.division.pick, tone: 'hint' };
    case 'need-weight':
      return { text: copy.division.needWeight, tone: 'hint' };
    case 'bad-weight':
      return { text: copy.division.badWeight, tone: 'bad' };
    case 'not-eligible':
      return { text: copy.division.notEligible(preview.reason[locale]), tone: 'bad' };
    case 'division':
      return { text: copy.division.is(divisionName(preview.division, locale)), tone: 'ok' };
  }
}

/**
 * One athlete: discipline and weight inline, the division shown as they are chosen (from the rules
 * the server uses), and an Enter button that sends this row alone. Laid out as one line on a wide
 * screen and as a compact card on a phone.
 */
export function EntryRowView(props: EntryRowViewProps) {
  const { athlete, disciplines, competitionYear, open, input, send, existing } = props;
  const id = useId();
  const preview = previewRow(athlete.facts, input, competitionYear);
  const shown = existing
    ? {
        text: copy.alreadyIn(divisionLabel(existing.divisionId, existing.divisionName)),
        tone: 'ok' as const,
      }
    : send.state === 'entered'
      ? { text: copy.entered(send.divisionName), tone: 'ok' as const }
      : send.state === 'failed'
        ? { text: send.message, tone: 'bad' as const }
        : previewText(preview);
  const ready = !existing && canSend(preview, send, open);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (ready) props.onSubmit();
  }

  return (
    <form className="entry-row" aria-labelledby={`${id}-name`} noValidate onSubmit={submit}>
      <p className="entry-row__who">
        <span id={`${id}-name`} className="entry-row__name">
          {athlete.name}
        </span>{' '}
        <span className="entry-row__detail">{athlete.detail}</span>
      </p>
      <label className="entry-row__field">
        <span className="entry-row__label">{copy.fields.discipline}</span>
        <select
          className="form-field__input form-field__select"
          aria-label={copy.fields.disciplineFor(athlete.name)}
          value={input.discipline}
          disabled={!open}
          onChange={(event) => props.onInput({ discipline: event.target.value as Discipline | '' })}
        >
          <option value="">{copy.fields.chooseDiscipline}</option>
          {disciplines.map((discipline) => (
            <option key={discipline} value={discipline}>
              {disciplineLabels[discipline]}
            </option>
          ))}
        </select>
      </label>
      {input.discipline === 'kyorugi' && (
        <label className="entry-row__field entry-row__field--weight">
          <span className="entry-row__label">{copy.fields.weight}</span>
          <input
            className="form-field__input"
            inputMode="decimal"
            autoComplete="off"
            aria-label={copy.fields.weightFor(athlete.name)}
            value={input.weightText}
            disabled={!open}
            onChange={(event) => props.onInput({ weightText: event.target.value })}
          />
        </label>
      )}
      <p className={`entry-row__division entry-row__division--${shown.tone}`} aria-live="polite">
        {shown.text}
      </p>
      <button
        type="submit"
        className="button button--primary entry-row__enter"
        aria-label={copy.enterNamed(athlete.name)}
        aria-disabled={!ready}
        disabled={send.state === 'sending'}
      >
        {send.state === 'sending' ? copy.entering : copy.enter}
      </button>
    </form>
  );
}
