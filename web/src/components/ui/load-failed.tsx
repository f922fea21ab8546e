interface LoadFailedProps {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  className?: string;
}

/** A list or page that could not be loaded: the reason, announced, and a button to try again. */
export function LoadFailed({ message, retryLabel, onRetry, className = '' }: LoadFailedProps) {
  return (
    <div role="alert" className={`form-alert form-alert--error ${className}`.trim()}>
      <p>{message}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
