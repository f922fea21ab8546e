import type { ReactNode } from 'react';
import './form.css';

interface FieldLabelProps {
  htmlFor: string;
  children: ReactNode;
  /** Shows the required asterisk. */
  requiredMark?: boolean;
  className?: string;
}

/**
 * A field's label, with the asterisk of a required field placed after the <label> element rather
 * than inside it: screen readers skip it (aria-hidden) and text-based label lookups (tests, voice
 * control) see exactly the label text. The control itself carries `required`.
 */
export function FieldLabel({ htmlFor, children, requiredMark, className }: FieldLabelProps) {
  return (
    <span className="form-field__label-row">
      <label htmlFor={htmlFor} className={className ?? 'form-field__label'}>
        {children}
      </label>
      {requiredMark && (
        <span aria-hidden="true" className="form-field__required">
          *
        </span>
      )}
    </span>
  );
}
