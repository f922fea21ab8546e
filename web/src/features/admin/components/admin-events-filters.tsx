import { useState, type FormEvent } from 'react';
import { eventTypeLabels } from '@contracts/enum-labels';
import { eventTypes } from '@contracts/enums';
import { eventsAdminCopy } from '@/features/admin/content/events-admin-copy';
import { eventTimings, type AdminEventFilters } from '@/features/admin/lib/admin-event-filters';

const copy = eventsAdminCopy.filters;

interface AdminEventsFiltersProps {
  filters: AdminEventFilters;
  onChange: (next: AdminEventFilters) => void;
}

/**
 * When and type apply at once; the search applies when submitted (Enter or the button), like the
 * enrollments list. The parent remounts this when the URL's filters change.
 */
export function AdminEventsFilters({ filters, onChange }: AdminEventsFiltersProps) {
  const [search, setSearch] = useState(filters.q);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onChange({ ...filters, q: search });
  }

  return (
    <form role="search" aria-label={copy.legend} className="admin-filters" onSubmit={submit}>
      <label>
        <span>{copy.search}</span>
        <input
          type="search"
          className="admin-events__search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onBlur={() => search !== filters.q && onChange({ ...filters, q: search })}
        />
      </label>
      <label>
        <span>{copy.when}</span>
        <select
          value={filters.when}
          onChange={(event) =>
            onChange({ ...filters, when: event.target.value as AdminEventFilters['when'] })
          }
        >
          <option value="all">{copy.whenOptions.all}</option>
          {eventTimings.map((timing) => (
            <option key={timing} value={timing}>
              {copy.whenOptions[timing]}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{copy.type}</span>
        <select
          value={filters.type}
          onChange={(event) =>
            onChange({ ...filters, type: event.target.value as AdminEventFilters['type'] })
          }
        >
          <option value="all">{copy.all}</option>
          {eventTypes.map((type) => (
            <option key={type} value={type}>
              {eventTypeLabels[type]}
            </option>
          ))}
        </select>
      </label>
    </form>
  );
}
