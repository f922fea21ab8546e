interface ChatSuggestionsProps {
  label: string;
  suggestions: readonly string[];
  onChoose: (suggestion: string) => void;
}

/** The suggested questions, as buttons that ask them. */
export function ChatSuggestions({ label, suggestions, onChoose }: ChatSuggestionsProps) {
  return (
    <div className="chat-suggestions" role="group" aria-label={label}>
      {suggestions.map((suggestion) => (
        <button
          key={suggestion}
          type="button"
          className="chat-suggestions__chip"
          onClick={() => onChoose(suggestion)}
        >
          {suggestion}
        </button>
      ))}
    </div>
  );
}
