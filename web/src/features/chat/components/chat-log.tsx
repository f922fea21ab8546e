import { ChatMessageText } from '@/features/chat/components/chat-message-text';
import type { ChatMessage } from '@/features/chat/lib/chat-types';

interface ChatLogProps {
  messages: readonly ChatMessage[];
  typing: boolean;
  label: string;
  typingLabel: string;
  onNavigate: () => void;
}

/**
 * The messages. role="log" makes screen readers announce each new one politely, the typing
 * indicator included; the suggestion chips stay outside it so they are not read out each time
 * they come back.
 */
export function ChatLog({ messages, typing, label, typingLabel, onNavigate }: ChatLogProps) {
  return (
    <div className="chat-log" role="log" aria-live="polite" aria-label={label}>
      {messages.map((message) => (
        <p key={message.id} className={`chat-bubble chat-bubble--${message.sender}`}>
          {message.sender === 'bot' ? (
            <ChatMessageText text={message.text} onNavigate={onNavigate} />
          ) : (
            message.text
          )}
        </p>
      ))}
      {typing && (
        <p className="chat-bubble chat-bubble--bot chat-typing" data-testid="chat-typing">
          <span className="visually-hidden">{typingLabel}</span>
          <span className="chat-typing__dot" aria-hidden="true" />
          <span className="chat-typing__dot" aria-hidden="true" />
          <span className="chat-typing__dot" aria-hidden="true" />
        </p>
      )}
    </div>
  );
}
