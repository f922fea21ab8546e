import { useLayoutEffect, useRef } from 'react';
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
 * The conversation. role="log" makes screen readers announce each new message politely; the
 * typing indicator is announced the same way. The list scrolls itself to the newest message and
 * can be scrolled with the keyboard.
 */
export function ChatLog({ messages, typing, label, typingLabel, onNavigate }: ChatLogProps) {
  const logRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, typing]);

  return (
    <div
      ref={logRef}
      className="chat-log"
      role="log"
      aria-live="polite"
      aria-label={label}
      tabIndex={0}
    >
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
