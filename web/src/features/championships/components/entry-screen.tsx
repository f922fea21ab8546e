import { Link } from 'react-router-dom';
import type { Championship, MyEntry } from '@contracts/championship';
import { FormAlert } from '@/components/ui/form-alert';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { EntryRowView } from '@/features/championships/components/entry-row-view';
import { MyEntriesList } from '@/features/championships/components/my-entries-list';
import { entryCopy as copy } from '@/features/championships/content/entry-copy';
import { useEntryRows } from '@/features/championships/hooks/use-entry-rows';
import { useEntryScreen } from '@/features/championships/hooks/use-entry-screen';
import type { EntryAthlete } from '@/features/championships/lib/entry-athlete';
import { existingEntry } from '@/features/championships/lib/entry-row';
import { formatLongDate } from '@/lib/dates';
import './championships.css';

interface EntryScreenProps {
  eventId: string;
  /** A guardian's own athletes, or a coach's club squad. */
  loadAthletes: (championship: Championship, signal: AbortSignal) => Promise<EntryAthlete[]>;
  athletesHeading: string;
  /** Said when there is nobody to enter, with a way on if there is one. */
  empty: { text: string; link?: { label: string; to: string } };
  showProgress: boolean;
}

interface LoadedProps extends Omit<EntryScreenProps, 'loadAthletes'> {
  title: string;
  championship: Championship;
  athletes: EntryAthlete[];
  entries: MyEntry[];
}

function LoadedEntryScreen(props: LoadedProps) {
  const { eventId, championship, athletes } = props;
  const rows = useEntryRows(eventId, props.entries);
  const open = championship.entriesOpen;
  const live = rows.entries.filter((entry) => entry.status !== 'withdrawn');
  const enteredAthletes = new Set(live.map((entry) => entry.athleteId));

  return (
    <>
      <h2 className="entry-screen__event">{props.title}</h2>
      <p className="entry-screen__deadline">
        {open ? copy.closesOn(formatLongDate(championship.entryDeadline)) : copy.closed}
      </p>
      <section aria-labelledby="entry-athletes-heading">
        <h2 id="entry-athletes-heading">{props.athletesHeading}</h2>
        {props.showProgress && athletes.length > 0 && (
          <p className="entry-screen__progress" role="status">
            {copy.progress(
              athletes.filter((a) => enteredAthletes.has(a.id)).length,
              athletes.length,
            )}
          </p>
        )}
        {athletes.length === 0 ? (
          <p>
            {props.empty.text}{' '}
            {props.empty.link && <Link to={props.empty.link.to}>{props.empty.link.label}</Link>}
          </p>
        ) : (
          <ul className="entry-rows">
            {athletes.map((athlete) => {
              const row = rows.rowOf(athlete.id);
              return (
                <li key={athlete.id}>
                  <EntryRowView
                    athlete={athlete}
                    disciplines={championship.disciplines}
                    competitionYear={championship.competitionYear}
                    open={open}
                    input={row.input}
                    send={row.send}
                    existing={
                      row.send.state === 'entered'
                        ? undefined
                        : existingEntry(rows.entries, athlete.id, row.input.discipline)
                    }
                    onInput={(input) => rows.setInput(athlete.id, input)}
                    onSubmit={() => void rows.submit(athlete)}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <section aria-labelledby="entry-mine-heading">
        <h2 id="entry-mine-heading">{copy.yourEntries}</h2>
        <MyEntriesList entries={rows.entries} onWithdraw={rows.withdraw} />
      </section>
    </>
  );
}

/** An entry screen: the championship's facts, one row per athlete, and the entries made. */
export function EntryScreen({ loadAthletes, ...props }: EntryScreenProps) {
  const { load, retry } = useEntryScreen(props.eventId, loadAthletes);
  if (load.state === 'loading') return <Spinner label={copy.loading} />;
  if (load.state === 'failed') {
    return <LoadFailed message={copy.loadFailed} retryLabel={copy.retry} onRetry={retry} />;
  }
  if (load.state === 'not-open') {
    return (
      <FormAlert tone="info">
        <p>{copy.notOpen}</p>
      </FormAlert>
    );
  }
  return (
    <LoadedEntryScreen
      {...props}
      title={load.title}
      championship={load.championship}
      athletes={load.athletes}
      entries={load.entries}
    />
  );
}
