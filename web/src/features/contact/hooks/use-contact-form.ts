import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { contactMessages, contactPayloadSchema } from '@contracts/contact';
import { pagePath } from '@/config/page-registry';
import { useSession } from '@/features/auth/hooks/use-session';
import { sendContactMessage } from '@/features/contact/api/contact-api';
import { contactFailureMessage } from '@/features/contact/lib/contact-failure';
import { settledSessionStatus } from '@/features/contact/lib/session-status';
import { useForm } from '@/hooks/use-form';
import { useTimeout } from '@/hooks/use-timeout';
import { isApiError } from '@/lib/api-errors';

export interface ContactPrefill {
  name: string;
  email: string;
}

/** A visitor who is not signed in is sent to /register 1.5 s after the notice. */
const REGISTER_REDIRECT_DELAY_MS = 1500;

const blankMessage = { phone: '', enquiryType: 'general', subject: '', message: '' };

/**
 * The contact form's state and its submit: validate first, then require a
 * member (else a notice and /register after 1.5 s), then send; success empties the form again,
 * keeping the member's name and email.
 */
export function useContactForm(prefill: ContactPrefill) {
  const navigate = useNavigate();
  const { status } = useSession();
  const later = useTimeout();
  const startValues = { ...prefill, ...blankMessage };
  const form = useForm(startValues);
  const [notice, setNotice] = useState<string | null>(null);
  const [sentMessage, setSentMessage] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.busy) return;
    form.setFormError(null);
    setNotice(null);
    setSentMessage(null);
    const payload = form.parse(contactPayloadSchema);
    if (!payload) return;
    form.setBusy(true);
    try {
      if ((await settledSessionStatus(status)) !== 'signed-in') {
        setNotice(contactMessages.notSignedIn);
        later(() => void navigate(pagePath('register')), REGISTER_REDIRECT_DELAY_MS);
        return;
      }
      const message = await sendContactMessage(payload);
      form.reset(startValues);
      setSentMessage(message);
    } catch (error) {
      if (isApiError(error) && error.kind === 'aborted') return;
      const fieldErrors = isApiError(error) ? ownFields(error.errors ?? {}) : {};
      if (Object.keys(fieldErrors).length > 0) form.showFieldErrors(fieldErrors);
      form.setFormError(contactFailureMessage(error));
    } finally {
      form.setBusy(false);
    }
  }

  return { form, notice, sentMessage, handleSubmit };
}

/** The server's field messages for the fields this form has (never e.g. a header's). */
function ownFields(errors: Record<string, string>): Record<string, string> {
  const fields = ['name', 'email', 'phone', 'enquiryType', 'subject', 'message'];
  return Object.fromEntries(Object.entries(errors).filter(([field]) => fields.includes(field)));
}
