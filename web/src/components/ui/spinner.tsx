import { uiCopy } from '@/components/ui/ui-copy';
import './spinner.css';

interface SpinnerProps {
  /** Announced to screen readers; the ring itself is decorative. */
  label?: string;
}

export function Spinner({ label = uiCopy.loading }: SpinnerProps) {
  return (
    <span className="spinner" role="status">
      <span className="spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
