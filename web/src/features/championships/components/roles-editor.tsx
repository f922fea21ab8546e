import { useState, type FormEvent } from 'react';
import type { UserRoles } from '@contracts/roles';
import { clubNames } from '@contracts/club-names';
import { clubIds, type ClubId } from '@contracts/clubs';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { SelectField } from '@/components/ui/select-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { saveRoles } from '@/features/championships/api/roles-api';
import { peopleCopy as copy } from '@/features/championships/content/office-copy';
import { toast } from '@/lib/toast';

interface RolesEditorProps {
  person: UserRoles;
  onSaved: (person: UserRoles) => void;
}

const clubOptions = clubIds.map((id) => ({ value: id, label: clubNames[id] }));

/** One account's championship roles: official or not, and the club they coach, if any. */
export function RolesEditor({ person, onSaved }: RolesEditorProps) {
  const [official, setOfficial] = useState(person.official);
  const [club, setClub] = useState<ClubId | ''>(person.coachClubId ?? '');
  const [busy, setBusy] = useState(false);
  const name = person.name ?? person.email ?? copy.unnamed;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      const saved = await saveRoles(person.uid, {
        official,
        coachClubId: club === '' ? null : club,
      });
      toast.success(copy.saved(name));
      onSaved(saved);
    } catch {
      toast.error(copy.saveFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="roles-editor" aria-label={copy.edit(name)} onSubmit={(e) => void submit(e)}>
      <p className="roles-editor__who">
        <strong>{name}</strong> {person.email && <span>{person.email}</span>}
        {person.admin && <span> · {copy.isAdmin}</span>}
      </p>
      <CheckboxField
        label={copy.official}
        checked={official}
        onChange={(e) => setOfficial(e.target.checked)}
      />
      <SelectField
        label={copy.coachOf}
        placeholder={copy.noClub}
        options={clubOptions}
        value={club}
        onChange={(e) => setClub(e.target.value as ClubId | '')}
      />
      <SubmitButton busy={busy} label={copy.save} />
    </form>
  );
}
