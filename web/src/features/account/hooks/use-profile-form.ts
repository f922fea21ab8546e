import { type FormEvent, useState } from 'react';
import { profileUpdatePayloadSchema } from '@contracts/account';
import { type AccountProfile, updateProfile } from '@/features/account/api/account-api';
import { profileFormCopy as copy } from '@/features/account/config/account-copy';
import { connectSession } from '@/features/auth/lib/session-boot';
import { useForm } from '@/hooks/use-form';
import { isApiError } from '@/lib/api-errors';

const valuesOf = (profile: AccountProfile) => ({
  name: profile.name,
  phone: profile.phone,
  dateOfBirth: profile.dateOfBirth,
});

/**
 * The profile form: validated with the schema the server re-parses, saved with PUT
 * /api/users/profile. The saved profile goes to the session too, so the header shows the new name.
 */
export function useProfileForm(profile: AccountProfile) {
  const form = useForm(valuesOf(profile));
  const [saved, setSaved] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.busy) return;
    form.setFormError(null);
    setSaved(false);
    const payload = form.parse(profileUpdatePayloadSchema);
    if (!payload) return;
    form.setBusy(true);
    try {
      const updated = await updateProfile(payload);
      form.reset(valuesOf(updated));
      setSaved(true);
      void connectSession().then(
        (session) => session.adoptProfile(updated),
        () => undefined, // the header catches up at the next profile refresh
      );
    } catch (error) {
      if (isApiError(error) && error.kind === 'aborted') return;
      form.showRequestError(error, copy.saveFailed);
    } finally {
      form.setBusy(false);
    }
  }

  return { form, saved, handleSubmit };
}
