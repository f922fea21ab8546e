import { eventImages } from '@contracts/event-images';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import type { EventFormSectionProps } from '@/features/admin/components/event-form-main-fields';
import { EventPhotoUpload } from '@/features/admin/components/event-photo-upload';
import { TextOrPairsField } from '@/features/admin/components/text-or-pairs-field';
import { eventFormCopy, eventImageLabels } from '@/features/admin/content/events-admin-copy';

const copy = eventFormCopy;
const siteImages = eventImages.map((image) => ({ value: image, label: eventImageLabels[image] }));

/** The site's pictures, and the event's uploaded photo when it has one. */
const imageOptionsFor = (image: string) =>
  image === '' || (eventImages as readonly string[]).includes(image)
    ? siteImages
    : [{ value: image, label: copy.fields.uploadedImage }, ...siteImages];

/** Registration, details, contact and the picture: all optional. */
export function EventFormMoreFields({ values, errors, onChange }: EventFormSectionProps) {
  const f = copy.fields;
  return (
    <>
      <fieldset className="event-form__group">
        <legend>{copy.sections.registration}</legend>
        <CheckboxField
          label={f.registrationRequired}
          checked={values.registrationRequired}
          onChange={(event) => onChange({ registrationRequired: event.target.checked })}
        />
        {values.registrationRequired && (
          <TextField
            label={f.registrationDeadline}
            name="registrationInfo.registrationDeadline"
            type="date"
            max={values.startDate || undefined}
            value={values.registrationDeadline}
            error={errors['registrationInfo.registrationDeadline']}
            onChange={(event) => onChange({ registrationDeadline: event.target.value })}
          />
        )}
        <TextOrPairsField
          name="registration"
          label={f.registration}
          value={values.registration}
          error={errors.registration}
          onChange={(registration) => onChange({ registration })}
        />
      </fieldset>
      <TextOrPairsField
        name="details"
        label={f.details}
        value={values.details}
        error={errors.details}
        onChange={(details) => onChange({ details })}
      />
      <fieldset className="event-form__group event-form__grid">
        <legend>{copy.sections.contact}</legend>
        <TextField
          label={f.contactName}
          name="contact.name"
          value={values.contactName}
          error={errors['contact.name']}
          onChange={(event) => onChange({ contactName: event.target.value })}
        />
        <TextField
          label={f.contactEmail}
          name="contact.email"
          type="email"
          value={values.contactEmail}
          error={errors['contact.email']}
          onChange={(event) => onChange({ contactEmail: event.target.value })}
        />
        <TextField
          label={f.contactPhone}
          name="contact.phone"
          type="tel"
          value={values.contactPhone}
          error={errors['contact.phone']}
          onChange={(event) => onChange({ contactPhone: event.target.value })}
        />
      </fieldset>
      <fieldset className="event-form__group event-form__image">
        <legend>{copy.sections.image}</legend>
        <SelectField
          label={f.image}
          name="image"
          placeholder={f.noImage}
          options={imageOptionsFor(values.image)}
          value={values.image}
          error={errors.image}
          onChange={(event) => onChange({ image: event.target.value })}
        />
        <EventPhotoUpload onUploaded={(image) => onChange({ image })} />
        {values.image && (
          <img src={values.image} alt={f.imagePreview} className="event-form__preview" />
        )}
      </fieldset>
    </>
  );
}
