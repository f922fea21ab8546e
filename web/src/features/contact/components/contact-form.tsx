import { FormAlert } from '@/components/ui/form-alert';
import { SelectField } from '@/components/ui/select-field';
import { OfflineFormNotice } from '@/components/ui/offline-form-notice';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextareaField } from '@/components/ui/textarea-field';
import { TextField } from '@/components/ui/text-field';
import {
  contactFieldLabels as labels,
  contactSubmitLabel,
} from '@/features/contact/config/contact-copy';
import { enquiryTypeOptions } from '@/features/contact/config/enquiry-options';
import { type ContactPrefill, useContactForm } from '@/features/contact/hooks/use-contact-form';
import { useAppCheck } from '@/hooks/use-app-check';

/**
 * The contact page's message form. The outcome is shown just above the button, where the visitor
 * is looking after pressing it; the success text sits in a status region that is always present,
 * so screen readers announce it when it fills.
 */
export function ContactForm({ prefill }: { prefill: ContactPrefill }) {
  useAppCheck();
  const { form, notice, sentMessage, handleSubmit } = useContactForm(prefill);
  return (
    <form id={form.formId} className="form contact-form" noValidate onSubmit={handleSubmit}>
      <TextField
        label={labels.name}
        autoComplete="name"
        required
        requiredMark
        {...form.textInput('name')}
      />
      <TextField
        label={labels.email}
        type="email"
        autoComplete="email"
        required
        requiredMark
        {...form.textInput('email')}
      />
      <TextField label={labels.phone} type="tel" autoComplete="tel" {...form.textInput('phone')} />
      <SelectField
        label={labels.enquiryType}
        options={enquiryTypeOptions}
        {...form.textInput('enquiryType')}
      />
      <TextField label={labels.subject} required requiredMark {...form.textInput('subject')} />
      <TextareaField
        label={labels.message}
        rows={6}
        required
        requiredMark
        {...form.textInput('message')}
      />
      {notice && <FormAlert tone="info">{notice}</FormAlert>}
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <div role="status" className="contact-form__status">
        {sentMessage && <p className="form-alert form-alert--success">{sentMessage}</p>}
      </div>
      <OfflineFormNotice />
      <SubmitButton busy={form.busy} label={contactSubmitLabel} />
    </form>
  );
}
