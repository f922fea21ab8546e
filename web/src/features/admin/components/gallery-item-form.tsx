import { useState, type FormEvent } from 'react';
import { galleryCategories } from '@contracts/enums';
import { galleryCategoryLabels } from '@contracts/enum-labels';
import type { GalleryItemInput } from '@contracts/gallery';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormAlert } from '@/components/ui/form-alert';
import { SelectField } from '@/components/ui/select-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { galleryAdminCopy } from '@/features/admin/content/gallery-admin-copy';
import {
  checkGalleryForm,
  type GalleryFormValues,
  type GalleryPicture,
} from '@/features/admin/lib/gallery-form-values';
import { isApiError } from '@/lib/api-errors';

const copy = galleryAdminCopy.form;
const categoryOptions = galleryCategories.map((value) => ({
  value,
  label: galleryCategoryLabels[value],
}));

interface GalleryItemFormProps {
  picture: GalleryPicture;
  initial: GalleryFormValues;
  /** Sends the checked item; throws the API's error when the server refuses it. */
  onSave: (input: GalleryItemInput) => Promise<void>;
  onCancel?: () => void;
}

/** The caption of one picture, in both languages, with its category, tags and visibility. */
export function GalleryItemForm({ picture, initial, onSave, onCancel }: GalleryItemFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<GalleryFormValues>) => setValues((now) => ({ ...now, ...patch }));
  const text = (name: keyof GalleryFormValues & string, label: string, required = false) => ({
    name,
    label: required ? label : `${label} ${copy.optional}`,
    value: String(values[name]),
    error: errors[name],
    onChange: (event: { target: { value: string } }) => set({ [name]: event.target.value }),
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkGalleryForm(values, picture);
    if (!checked.ok) {
      setErrors(checked.errors);
      setFailure(copy.fixErrors);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await onSave(checked.input);
    } catch (error) {
      setErrors((isApiError(error) && error.errors) || {});
      setFailure(isApiError(error) ? error.message : copy.fixErrors);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="gallery-item-form" noValidate onSubmit={(event) => void submit(event)}>
      {failure && <FormAlert>{failure}</FormAlert>}
      <TextField {...text('title', copy.title, true)} requiredMark maxLength={120} />
      <TextField {...text('titleMr', copy.titleMr)} lang="mr" maxLength={120} />
      <TextareaField {...text('description', copy.description)} rows={2} maxLength={1000} />
      <TextareaField {...text('descriptionMr', copy.descriptionMr)} lang="mr" rows={2} />
      <TextField {...text('alt', copy.alt)} maxLength={300} />
      <TextField {...text('altMr', copy.altMr)} lang="mr" maxLength={300} />
      <TextField {...text('tags', copy.tags)} />
      <TextField {...text('tagsMr', copy.tagsMr)} lang="mr" />
      <SelectField
        className="gallery-item-form__wide"
        name="category"
        label={copy.category}
        options={categoryOptions}
        value={values.category}
        error={errors.category}
        onChange={(event) => set({ category: event.target.value as GalleryFormValues['category'] })}
      />
      <CheckboxField
        name="isPublic"
        label={copy.isPublic}
        checked={values.isPublic}
        onChange={(event) => set({ isPublic: event.target.checked })}
      />
      <div className="gallery-item-form__actions">
        <SubmitButton busy={busy} label={{ idle: copy.save, busy: copy.saving }} />
        {onCancel && (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {copy.cancel}
          </button>
        )}
      </div>
    </form>
  );
}
