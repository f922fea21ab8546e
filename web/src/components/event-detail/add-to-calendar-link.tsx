import { CalendarPlusIcon } from '@/components/ui/icons';
import { eventCalendarFileName, eventCalendarHref } from '@/lib/events/event-calendar-link';

interface AddToCalendarLinkProps {
  eventId: string | undefined;
  label: string;
  className?: string;
}

/**
 * Downloads the event's .ics file. Renders nothing for an event the server cannot describe: the
 * built-in sample events exist only in the browser, so their calendar file would be a 404.
 */
export function AddToCalendarLink({ eventId, label, className }: AddToCalendarLinkProps) {
  const href = eventCalendarHref(eventId);
  if (!href || !eventId) return null;
  return (
    <a href={href} download={eventCalendarFileName(eventId)} className={className}>
      <CalendarPlusIcon size={18} />
      {label}
    </a>
  );
}
