import './form.css';

interface SubmitButtonProps {
  busy: boolean;
  label: { idle: string; busy: string };
}

/** The form's submit button: disabled and relabelled while the request runs. */
export function SubmitButton({ busy, label }: SubmitButtonProps) {
  return (
    <button type="submit" className="button button--primary form-submit" disabled={busy}>
      {busy ? label.busy : label.idle}
    </button>
  );
}
