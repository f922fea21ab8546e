import { type FormEvent, useState } from 'react';
import { certificateNumberSchema } from '@contracts/certificate';
import { verifyCopy as copy } from '@/features/certificates/content/verify-copy';
import '@/components/ui/form.css';

interface NumberFormProps {
  initial?: string;
  onNumber: (number: string) => void;
}

/** The certificate number as printed, checked for its form before anything is asked. */
export function NumberForm({ initial = '', onNumber }: NumberFormProps) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = certificateNumberSchema.safeParse(text);
    if (!parsed.success) {
      setError(copy.number.invalid);
      document.getElementById('certificate-number')?.focus();
      return;
    }
    setError('');
    onNumber(parsed.data);
  }

  return (
    <section className="verify-panel" aria-labelledby="verify-number-heading">
      <h2 id="verify-number-heading">{copy.number.heading}</h2>
      <form className="verify-number" noValidate onSubmit={submit}>
        <label htmlFor="certificate-number" className="form-field__label">
          {copy.number.label}
        </label>
        <p id="certificate-number-hint" className="form-field__hint">
          {copy.number.hint}
        </p>
        <div className="verify-number__row">
          <input
            id="certificate-number"
            className="form-field__input"
            name="number"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            value={text}
            aria-invalid={error ? true : undefined}
            aria-describedby={
              error ? 'certificate-number-hint certificate-number-error' : 'certificate-number-hint'
            }
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="button button--primary">
            {copy.number.button}
          </button>
        </div>
        {error && (
          <p id="certificate-number-error" className="form-field__error" role="alert">
            {error}
          </p>
        )}
      </form>
    </section>
  );
}
