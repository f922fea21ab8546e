import { type FormEvent, type RefObject, useId } from 'react';
import { SendIcon } from '@/components/ui/icons';

interface ChatComposerProps {
  inputRef: RefObject<HTMLInputElement | null>;
  value: string;
  onChange: (value: string) => void;
  /** Blank text is the caller's to ignore. */
  onSubmit: (text: string) => void;
  label: string;
  placeholder: string;
  sendLabel: string;
}

/** The question field and its send button; Enter sends too. */
export function ChatComposer(props: ChatComposerProps) {
  const { inputRef, value, onChange, onSubmit, label, placeholder, sendLabel } = props;
  const inputId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(value);
    inputRef.current?.focus();
  };

  return (
    <form className="chat-composer" onSubmit={submit}>
      <label htmlFor={inputId} className="visually-hidden">
        {label}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        className="chat-composer__input"
        type="text"
        autoComplete="off"
        enterKeyHint="send"
        maxLength={300}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <button type="submit" className="chat-composer__send">
        <SendIcon size={20} />
        <span className="visually-hidden">{sendLabel}</span>
      </button>
    </form>
  );
}
