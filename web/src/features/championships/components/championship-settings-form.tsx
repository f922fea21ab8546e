import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  championshipSettingsPayloadSchema,
  disciplines as allDisciplines,
  type Championship,
  type Discipline,
} from '@contracts/championship';
import type { Event } from '@contracts/event';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormAlert } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { pagePath } from '@/config/page-registry';
import { saveChampionship } from '@/features/championships/api/officials-api';
import { disciplineLabels } from '@/features/championships/content/championship-copy';
import { settingsCopy as copy } from '@/features/championships/content/office-copy';
import { formatLongDate } from '@/lib/dates';
import { isApiError } from '@/lib/api-errors';

interface SettingsFormProps {
  event: Event;
  championship: Championship | null;
  onSaved: (championship: Championship) => void;
}

interface Values {
  disciplines: Discipline[];
  entryDeadline: string;
  competitionYear: string;
}

function startValues(event: Event, championship: Championship | null): Values {
  return {
    disciplines: championship?.disciplines ?? [...allDisciplines],
    entryDeadline: championship?.entryDeadline ?? '',
    competitionYear: String(championship?.competitionYear ?? event.date.startDate.slice(0, 4)),
  };
}

/** The office opens a tournament for entries, or changes its settings, checked by the contract. */
export function ChampionshipSettingsForm({ event, championship, onSaved }: SettingsFormProps) {
  const [values, setValues] = useState<Values>(() => startValues(event, championship));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  function toggle(discipline: Discipline, on: boolean) {
    setValues((now) => ({
      ...now,
      disciplines: on
        ? allDisciplines.filter((d) => d === discipline || now.disciplines.includes(d))
        : now.disciplines.filter((d) => d !== discipline),
    }));
  }

  async function submit(submitted: FormEvent<HTMLFormElement>) {
    submitted.preventDefault();
    setMessage(null);
    const parsed = championshipSettingsPayloadSchema.safeParse({
      disciplines: values.disciplines,
      entryDeadline: values.entryDeadline,
      competitionYear: Number(values.competitionYear),
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      onSaved(await saveChampionship(event.id, parsed.data));
      setMessage({ tone: 'success', text: copy.saved });
    } catch (error) {
      if (isApiError(error) && error.errors) {
        setErrors(Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k, String(v)])));
      }
      setMessage({
        tone: 'error',
        text: isApiError(error) && error.kind === 'http' ? error.message : copy.failed,
      });
    } finally {
      setBusy(false);
    }
  }

  const status = !championship
    ? copy.notOpen
    : championship.entriesOpen
      ? copy.openNow(formatLongDate(championship.entryDeadline))
      : copy.closedNow;

  return (
    <form
      className="event-form championship-settings"
      aria-labelledby="championship-settings-heading"
      noValidate
      onSubmit={(e) => void submit(e)}
    >
      <h2 id="championship-settings-heading">{copy.heading}</h2>
      <p>{copy.intro}</p>
      <p className="championship-settings__status">{status}</p>
      {message && (
        <FormAlert tone={message.tone}>
          <p>{message.text}</p>
        </FormAlert>
      )}
      <fieldset
        className="championship-settings__disciplines"
        aria-describedby={errors.disciplines ? 'settings-disciplines-error' : undefined}
      >
        <legend>{copy.disciplines}</legend>
        {allDisciplines.map((discipline) => (
          <CheckboxField
            key={discipline}
            label={disciplineLabels[discipline]}
            checked={values.disciplines.includes(discipline)}
            onChange={(e) => toggle(discipline, e.target.checked)}
          />
        ))}
        {errors.disciplines && (
          <p id="settings-disciplines-error" className="form-field__error">
            {errors.disciplines}
          </p>
        )}
      </fieldset>
      <TextField
        label={copy.entryDeadline}
        type="date"
        name="entryDeadline"
        value={values.entryDeadline}
        error={errors.entryDeadline}
        onChange={(e) => setValues((now) => ({ ...now, entryDeadline: e.target.value }))}
      />
      <TextField
        label={copy.competitionYear}
        inputMode="numeric"
        name="competitionYear"
        value={values.competitionYear}
        error={errors.competitionYear}
        onChange={(e) => setValues((now) => ({ ...now, competitionYear: e.target.value }))}
      />
      <div className="event-form__actions">
        <SubmitButton busy={busy} label={championship ? copy.submit.save : copy.submit.open} />
        {championship && (
          <>
            <Link to={pagePath('eventDetail', { eventId: event.id })}>{copy.viewPage}</Link>
            <Link to={pagePath('adminChampionship', { eventId: event.id })}>
              {copy.viewEntries}
            </Link>
          </>
        )}
      </div>
    </form>
  );
}
