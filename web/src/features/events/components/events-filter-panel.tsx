import { type RefObject, useId } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { eventsPageCopy } from '@/features/events/content/events-page-copy';
import type { EventsPageCopy } from '@/features/events/types';
import {
  type EventFilters,
  dateRanges,
  eventTypeOptions,
  isDateRange,
  isEventType,
} from '@/features/events/lib/event-filters';
import './events-filters.css';

interface EventFilterPanelProps {
  filters: EventFilters;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChange: (patch: Partial<EventFilters>, options?: { typing?: boolean }) => void;
  onClear: () => void;
  /** The toggle, so the list can hand focus back to it after its own Clear Filters. */
  toggleRef?: RefObject<HTMLButtonElement | null>;
  copy?: EventsPageCopy['filters'];
}

const countActive = (filters: EventFilters) =>
  [filters.search.trim(), filters.type, filters.location.trim(), filters.range].filter(Boolean)
    .length;

/** The collapsible panel with Search, Event Type, Location, Date Range and Clear Filters. */
export function EventFilterPanel({
  filters,
  open,
  onOpenChange,
  onChange,
  onClear,
  toggleRef,
  copy = eventsPageCopy.filters,
}: EventFilterPanelProps) {
  const panelId = useId();
  const active = countActive(filters);
  const typeOptions = eventTypeOptions.map((value) => ({ value, label: copy.type.options[value] }));
  const rangeOptions = dateRanges.map((value) => ({ value, label: copy.range.options[value] }));

  return (
    <div className="event-filters">
      <button
        ref={toggleRef}
        type="button"
        className="event-filters__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
      >
        <span>{copy.toggle}</span>
        {active > 0 && <span className="event-filters__count">{copy.activeCount(active)}</span>}
        <ChevronDownIcon size={20} className="event-filters__chevron" />
      </button>

      <form
        id={panelId}
        role="search"
        aria-label={copy.panelLabel}
        className="event-filters__panel"
        hidden={!open}
        onSubmit={(event) => event.preventDefault()}
      >
        <TextField
          type="search"
          label={copy.search.label}
          placeholder={copy.search.placeholder}
          value={filters.search}
          autoComplete="off"
          onChange={(event) => onChange({ search: event.target.value }, { typing: true })}
        />
        <SelectField
          label={copy.type.label}
          placeholder={copy.type.any}
          options={typeOptions}
          value={filters.type}
          onChange={(event) => {
            const value = event.target.value;
            onChange({ type: isEventType(value) ? value : '' });
          }}
        />
        <TextField
          label={copy.location.label}
          placeholder={copy.location.placeholder}
          value={filters.location}
          autoComplete="off"
          onChange={(event) => onChange({ location: event.target.value }, { typing: true })}
        />
        <SelectField
          label={copy.range.label}
          placeholder={copy.range.any}
          options={rangeOptions}
          value={filters.range}
          onChange={(event) => {
            const value = event.target.value;
            onChange({ range: isDateRange(value) ? value : '' });
          }}
        />
        <button
          type="button"
          className="button button--secondary event-filters__clear"
          onClick={onClear}
        >
          {copy.clear}
        </button>
      </form>
    </div>
  );
}
