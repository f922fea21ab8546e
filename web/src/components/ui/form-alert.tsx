import type { ReactNode } from 'react';
import './form.css';

interface FormAlertProps {
  children: ReactNode;
  /** error: the request failed; info: something the visitor should know; success: it worked. */
  tone?: 'error' | 'info' | 'success';
}

/** A message about the whole form, announced as soon as it appears. */
export function FormAlert({ children, tone = 'error' }: FormAlertProps) {
  return (
    <div role="alert" className={`form-alert form-alert--${tone}`}>
      {children}
    </div>
  );
}
