import { FormAlert } from '@/components/ui/form-alert';
import { OfflineFormNotice } from '@/components/ui/offline-form-notice';
import { TextField } from '@/components/ui/text-field';
import { erasureCopy as copy } from '@/features/account/config/account-copy';
import { useEraseAccount } from '@/features/account/hooks/use-erase-account';
import { useAppCheck } from '@/hooks/use-app-check';

function Facts({ id, title, items }: { id: string; title: string; items: readonly string[] }) {
  return (
    <div className="account-danger__facts">
      <h4 id={id}>{title}</h4>
      <ul aria-labelledby={id}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The danger zone: what erasing the account removes and what it keeps (and why), then the typed
 * email that confirms it. Set apart so it is never mistaken for the forms above it.
 */
export function EraseAccountForm({ email }: { email: string }) {
  useAppCheck();
  const { form, handleSubmit } = useEraseAccount(email);
  return (
    <section aria-labelledby="erase-account-heading" className="account-danger">
      <h3 id="erase-account-heading">{copy.heading}</h3>
      <p className="account-danger__intro">{copy.intro}</p>
      <Facts id="erase-account-erased" title={copy.erasedHeading} items={copy.erased} />
      <Facts id="erase-account-kept" title={copy.keptHeading} items={copy.kept} />
      <form id={form.formId} className="form account-form" noValidate onSubmit={handleSubmit}>
        {form.formError && <FormAlert>{form.formError}</FormAlert>}
        <TextField
          label={copy.confirmLabel}
          hint={copy.confirmHint}
          type="email"
          autoComplete="off"
          spellCheck={false}
          required
          {...form.textInput('confirm')}
        />
        <OfflineFormNotice />
        <button type="submit" className="button account-danger__submit" disabled={form.busy}>
          {form.busy ? copy.submit.busy : copy.submit.idle}
        </button>
      </form>
    </section>
  );
}
