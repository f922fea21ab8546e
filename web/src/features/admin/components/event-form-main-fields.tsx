import { eventTypeLabels } from '@contracts/enum-labels';
import { EVENT_TEXT_LIMITS } from '@contracts/event-input';
import { eventTypes } from '@contracts/enums';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { eventFormCopy } from '@/features/admin/content/events-admin-copy';
import type { EventFormValues } from '@/features/admin/lib/event-form-values';

const copy = eventFormCopy;
const typeOptions = eventTypes.map((type) => ({ value: type, label: eventTypeLabels[type] }));

export interface EventFormSectionProps {
  values: EventFormValues;
  errors: Readonly<Record<string, string>>;
  onChange: (patch: Partial<EventFormValues>) => void;
}

/** What, when and where: the fields every event needs. Input names are the error keys. */
export function EventFormMainFields({ values, errors, onChange }: EventFormSectionProps) {
  const f = copy.fields;
  return (
    <>
      <fieldset className="event-form__group">
        <legend>{copy.sections.about}</legend>
        <TextField
          label={f.title}
          name="title"
          requiredMark
          maxLength={EVENT_TEXT_LIMITS.title}
          value={values.title}
          error={errors.title}
          onChange={(event) => onChange({ title: event.target.value })}
        />
        <SelectField
          label={f.eventType}
          name="eventType"
          requiredMark
          placeholder={f.eventTypePlaceholder}
          options={typeOptions}
          value={values.eventType}
          error={errors.eventType}
          onChange={(event) =>
            onChange({ eventType: event.target.value as EventFormValues['eventType'] })
          }
        />
        <TextareaField
          label={f.description}
          name="description"
          requiredMark
          rows={5}
          maxLength={EVENT_TEXT_LIMITS.description}
          value={values.description}
          error={errors.description}
          onChange={(event) => onChange({ description: event.target.value })}
        />
      </fieldset>
      <fieldset className="event-form__group event-form__grid">
        <legend>{copy.sections.when}</legend>
        <TextField
          label={f.startDate}
          name="date.startDate"
          type="date"
          requiredMark
          value={values.startDate}
          error={errors['date.startDate']}
          onChange={(event) => onChange({ startDate: event.target.value })}
        />
        <TextField
          label={f.endDate}
          name="date.endDate"
          type="date"
          min={values.startDate || undefined}
          value={values.endDate}
          error={errors['date.endDate']}
          onChange={(event) => onChange({ endDate: event.target.value })}
        />
        <TextField
          label={f.startTime}
          name="date.startTime"
          type="time"
          value={values.startTime}
          error={errors['date.startTime']}
          onChange={(event) => onChange({ startTime: event.target.value })}
        />
        <TextField
          label={f.endTime}
          name="date.endTime"
          type="time"
          value={values.endTime}
          error={errors['date.endTime']}
          onChange={(event) => onChange({ endTime: event.target.value })}
        />
      </fieldset>
      <fieldset className="event-form__group event-form__grid">
        <legend>{copy.sections.where}</legend>
        <TextField
          label={f.city}
          name="location.city"
          requiredMark
          value={values.city}
          error={errors['location.city']}
          onChange={(event) => onChange({ city: event.target.value })}
        />
        <TextField
          label={f.state}
          name="location.state"
          requiredMark
          value={values.state}
          error={errors['location.state']}
          onChange={(event) => onChange({ state: event.target.value })}
        />
        <TextField
          label={f.venueDetails}
          name="location.venueDetails"
          className="event-form__wide"
          value={values.venueDetails}
          error={errors['location.venueDetails']}
          onChange={(event) => onChange({ venueDetails: event.target.value })}
        />
      </fieldset>
    </>
  );
}
