import type { ClassSession } from '@/config/class-schedule';

interface ClassSessionsProps {
  sessions: readonly ClassSession[];
  className?: string;
  'aria-labelledby'?: string;
}

/** A program's weekly class times, day first, e.g. "Mon and Wed 4:00-5:00 PM". */
export function ClassSessions({ sessions, className, ...rest }: ClassSessionsProps) {
  return (
    <ul className={['class-sessions', className].filter(Boolean).join(' ')} {...rest}>
      {sessions.map((session) => (
        <li key={`${session.day}-${session.time}`}>
          <span className="class-sessions__day">{session.day}</span>{' '}
          <span className="class-sessions__time">{session.time}</span>
        </li>
      ))}
    </ul>
  );
}
