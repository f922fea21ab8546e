import { weighInCopy as copy } from '@/features/championships/content/weigh-in-copy';
import { useOnlineStatus } from '@/hooks/use-online-status';

interface DeskQueueStatusProps {
  waiting: number;
  /** What the server refused, in words, for the official to look into. */
  problems: readonly string[];
  onSendNow: () => void;
}

/** Whether what the official recorded has reached the server, said politely as it changes. */
export function DeskQueueStatus({ waiting, problems, onSendNow }: DeskQueueStatusProps) {
  const online = useOnlineStatus();
  return (
    <section className="desk-status" aria-label={copy.statusLabel}>
      <p
        className={`desk-status__line${waiting > 0 ? ' desk-status__line--waiting' : ''}`}
        role="status"
      >
        {!online && `${copy.offline} `}
        {waiting > 0 ? copy.queued(waiting) : copy.allSent}
      </p>
      {waiting > 0 && online && (
        <button type="button" className="button button--secondary" onClick={onSendNow}>
          {copy.sendNow}
        </button>
      )}
      {problems.length > 0 && (
        <div role="alert" className="form-alert form-alert--error">
          <h2 className="desk-status__heading">{copy.problemsHeading}</h2>
          <ul>
            {problems.map((problem, index) => (
              <li key={index}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
