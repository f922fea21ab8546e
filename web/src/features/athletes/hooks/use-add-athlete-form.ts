import { type FormEvent, useState } from 'react';
import type { FieldErrors } from '@contracts/api-envelope';
import {
  type Athlete,
  athleteCreatePayloadSchema,
  athleteMessages,
  type AthleteRelationship,
} from '@contracts/athlete';
import { todayInKolkata } from '@contracts/calendar-days';
import { toFieldErrors } from '@contracts/field-errors';
import { createAthlete } from '@/features/athletes/api/athletes-api';
import { addFormCopy } from '@/features/athletes/config/athletes-copy';
import { useConsentNotice } from '@/features/athletes/hooks/use-consent-notice';
import { needsConsent } from '@/features/athletes/lib/athlete-facts';
import { findGuardianGaps, type GuardianGaps } from '@/features/athletes/lib/guardian-check';
import { useForm } from '@/hooks/use-form';
import { isApiError } from '@/lib/api-errors';

export type AddAthleteValues = {
  relationship: string;
  fullName: string;
  dateOfBirth: string;
  gender: string;
  clubId: string;
  consent: boolean;
};

const EMPTY: AddAthleteValues = {
  relationship: '',
  fullName: '',
  dateOfBirth: '',
  gender: '',
  clubId: '',
  consent: false,
};

/** The server may name `consent` or one of its parts; the form has one box for all of it. */
function onFormFields(errors: FieldErrors): FieldErrors {
  const named = Object.entries(errors).map(([field, message]): [string, string] => [
    field.startsWith('consent') ? 'consent' : field,
    message,
  ]);
  return Object.fromEntries(named.filter(([field]) => field in EMPTY));
}

/**
 * The add-athlete form: the shared payload schema checks it before sending, the consent notice is
 * fetched as soon as a minor child or ward is being added, and the box sends the version read.
 * A refusal because the member is not yet an identifiable adult becomes guidance, not an error.
 */
export function useAddAthleteForm(onAdded: (athlete: Athlete) => void) {
  const form = useForm(EMPTY);
  const [today] = useState(() => todayInKolkata());
  const [gaps, setGaps] = useState<GuardianGaps | null>(null);
  const { values } = form;
  const consentNeeded = needsConsent(
    values.relationship as AthleteRelationship | '',
    values.dateOfBirth,
    today,
  );
  const notice = useConsentNotice(consentNeeded);
  const noticeVersion = notice.result.state === 'loaded' ? notice.result.notice.version : null;

  function validate() {
    const consent =
      consentNeeded && values.consent && noticeVersion
        ? { accepted: true as const, noticeVersion }
        : undefined;
    const candidate = {
      fullName: values.fullName,
      dateOfBirth: values.dateOfBirth,
      gender: values.gender,
      clubId: values.clubId,
      relationship: values.relationship,
      ...(consent ? { consent } : {}),
    };
    const parsed = athleteCreatePayloadSchema.safeParse(candidate);
    const errors = parsed.success ? {} : toFieldErrors(parsed.error);
    if (consentNeeded && !consent) errors.consent ??= athleteMessages.consentRequired;
    if (!parsed.success || Object.keys(errors).length > 0) {
      form.showFieldErrors(onFormFields(errors));
      return null;
    }
    return parsed.data;
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.busy) return;
    form.setFormError(null);
    setGaps(null);
    const payload = validate();
    if (!payload) return;
    form.setBusy(true);
    try {
      onAdded(await createAthlete(payload));
    } catch (error) {
      if (!isApiError(error) || error.kind !== 'http') {
        form.setFormError(addFormCopy.failed);
      } else if (error.code === 'guardian-not-verified') {
        setGaps(await findGuardianGaps(error));
      } else {
        const own = onFormFields(error.errors ?? {});
        // The notice may have changed since it was read: show the current one to tick again.
        if ('consent' in own) {
          notice.reload();
          form.setValue('consent', false);
        }
        if (Object.keys(own).length > 0) form.showFieldErrors(own);
        else form.setFormError(error.message);
      }
    } finally {
      form.setBusy(false);
    }
  }

  return { form, today, consentNeeded, notice, gaps, handleSubmit };
}

export type AddAthleteFormState = ReturnType<typeof useAddAthleteForm>;
