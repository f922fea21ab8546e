import { todayInKolkata } from '@contracts/calendar-days';
import { FormAlert } from '@/components/ui/form-alert';
import { LoadFailed } from '@/components/ui/load-failed';
import { OfflineFormNotice } from '@/components/ui/offline-form-notice';
import { Spinner } from '@/components/ui/spinner';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import type { AccountProfile } from '@/features/account/api/account-api';
import { profileFormCopy as copy } from '@/features/account/config/account-copy';
import { useAccountProfile } from '@/features/account/hooks/use-account-profile';
import { useProfileForm } from '@/features/account/hooks/use-profile-form';
import { useAppCheck } from '@/hooks/use-app-check';
import './account.css';

function ProfileEditForm({ profile }: { profile: AccountProfile }) {
  useAppCheck();
  const { form, saved, handleSubmit } = useProfileForm(profile);
  return (
    <form id={form.formId} className="form account-form" noValidate onSubmit={handleSubmit}>
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <TextField
        label={copy.labels.name}
        autoComplete="name"
        required
        {...form.textInput('name')}
      />
      <TextField
        label={copy.labels.phone}
        type="tel"
        autoComplete="tel"
        {...form.textInput('phone')}
      />
      <TextField
        label={copy.labels.dateOfBirth}
        hint={copy.dateOfBirthNote}
        type="date"
        max={todayInKolkata()}
        autoComplete="bday"
        {...form.textInput('dateOfBirth')}
      />
      <div role="status" className="account-form__status">
        {saved && <p className="form-alert form-alert--success">{copy.saved}</p>}
      </div>
      <OfflineFormNotice />
      <SubmitButton busy={form.busy} label={copy.submit} />
    </form>
  );
}

/** Name, phone and the member's own date of birth, loaded fresh and saved to the server. */
export function ProfileForm() {
  const { load, retry } = useAccountProfile();
  if (load.state === 'loading') return <Spinner label={copy.loading} />;
  if (load.state === 'failed') {
    return <LoadFailed message={copy.loadFailed} retryLabel={copy.retry} onRetry={retry} />;
  }
  return <ProfileEditForm profile={load.profile} />;
}
