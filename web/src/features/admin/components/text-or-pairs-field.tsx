import { useId } from 'react';
import { TextareaField } from '@/components/ui/textarea-field';
import { FieldError } from '@/components/ui/field-error';
import { eventFormCopy } from '@/features/admin/content/events-admin-copy';
import type { Pair, TextOrPairsValue } from '@/features/admin/lib/event-form-values';

const copy = eventFormCopy.textOrPairs;

interface TextOrPairsFieldProps {
  /** The error key and input name ('details' or 'registration'). */
  name: string;
  label: string;
  value: TextOrPairsValue;
  error?: string;
  onChange: (next: TextOrPairsValue) => void;
}

/** "text or key-value map": a choice of text, or a list of named items to add and remove. */
export function TextOrPairsField({ name, label, value, error, onChange }: TextOrPairsFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const setPair = (index: number, patch: Partial<Pair>) =>
    onChange({
      ...value,
      pairs: value.pairs.map((pair, at) => (at === index ? { ...pair, ...patch } : pair)),
    });
  const removePair = (index: number) => {
    const pairs = value.pairs.filter((_, at) => at !== index);
    onChange({ ...value, pairs: pairs.length > 0 ? pairs : [{ key: '', value: '' }] });
  };

  return (
    <fieldset className="event-form__group" data-field={name}>
      <legend>{label}</legend>
      <div role="radiogroup" aria-label={copy.legend(label)} className="event-form__modes">
        {(['text', 'pairs'] as const).map((mode) => (
          <label key={mode} className="event-form__mode">
            <input
              type="radio"
              name={`${name}-mode`}
              value={mode}
              checked={value.mode === mode}
              onChange={() => onChange({ ...value, mode })}
            />
            {copy[mode]}
          </label>
        ))}
      </div>
      {value.mode === 'text' ? (
        <TextareaField
          label={label}
          name={name}
          value={value.text}
          rows={4}
          error={error}
          onChange={(event) => onChange({ ...value, text: event.target.value })}
        />
      ) : (
        <>
          <ol className="event-form__pairs">
            {value.pairs.map((pair, index) => (
              <li key={index} className="event-form__pair">
                <label>
                  <span>{`${copy.itemName} ${index + 1}`}</span>
                  <input
                    className="form-field__input"
                    name={index === 0 ? name : undefined}
                    value={pair.key}
                    aria-invalid={Boolean(error)}
                    aria-describedby={error ? errorId : undefined}
                    onChange={(event) => setPair(index, { key: event.target.value })}
                  />
                </label>
                <label>
                  <span>{`${copy.itemValue} ${index + 1}`}</span>
                  <input
                    className="form-field__input"
                    value={pair.value}
                    onChange={(event) => setPair(index, { value: event.target.value })}
                  />
                </label>
                <button
                  type="button"
                  className="button button--secondary event-form__remove"
                  onClick={() => removePair(index)}
                >
                  {copy.removeItem(index + 1)}
                </button>
              </li>
            ))}
          </ol>
          <button
            type="button"
            className="button button--secondary event-form__add"
            onClick={() => onChange({ ...value, pairs: [...value.pairs, { key: '', value: '' }] })}
          >
            {copy.addItem}
          </button>
          <FieldError id={errorId} message={error} />
        </>
      )}
    </fieldset>
  );
}
