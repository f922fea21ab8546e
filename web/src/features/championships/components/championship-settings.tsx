import { Spinner } from '@/components/ui/spinner';
import { ChampionshipSettingsForm } from '@/features/championships/components/championship-settings-form';
import { settingsCopy as copy } from '@/features/championships/content/office-copy';
import { useChampionshipSettings } from '@/features/championships/hooks/use-championship-settings';
import './championships.css';

/**
 * Below the admin's event form: a tournament can be opened for entries. Other kinds of event show
 * nothing here; a failed read shows nothing either, the event form above still works.
 */
export function ChampionshipSettings({ eventId }: { eventId: string }) {
  const { load, saved } = useChampionshipSettings(eventId);
  if (load.state === 'loading') return <Spinner label={copy.loading} />;
  if (load.state === 'failed' || load.event.eventType !== 'tournament') return null;
  return (
    <ChampionshipSettingsForm
      key={load.event.id}
      event={load.event}
      championship={load.championship}
      onSaved={saved}
    />
  );
}
