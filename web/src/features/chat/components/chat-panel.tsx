import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { AssociationLogo } from '@/components/brand/association-logo';
import { ChatComposer } from '@/features/chat/components/chat-composer';
import { ChatConversation } from '@/features/chat/components/chat-conversation';
import { ChatLog } from '@/features/chat/components/chat-log';
import { ChatSuggestions } from '@/features/chat/components/chat-suggestions';
import { chatAnswers } from '@/features/chat/content/chat-answers';
import { type ChatCopy, chatCopy } from '@/features/chat/content/chat-copy';
import { useChat } from '@/features/chat/hooks/use-chat';
import { browserSchedule, type RandomSource, type Schedule } from '@/features/chat/lib/chat-timing';
import type { ChatAnswers } from '@/features/chat/lib/chat-types';
import './chat-panel.css';

export interface ChatPanelProps {
  id: string;
  open: boolean;
  /** Closes the panel and puts focus back on the toggle. */
  onClose: () => void;
  /** A link in an answer was followed. */
  onNavigate: () => void;
  copy?: ChatCopy;
  answers?: ChatAnswers;
  random?: RandomSource;
  schedule?: Schedule;
}

/**
 * The chat assistant: a non-modal dialog beside the page, so the visitor can
 * read the page while chatting. Escape anywhere inside closes it.
 */
export function ChatPanel({
  id,
  open,
  onClose,
  onNavigate,
  copy = chatCopy,
  answers = chatAnswers,
  random = Math.random,
  schedule = browserSchedule,
}: ChatPanelProps) {
  const chat = useChat({ open, welcome: copy.welcome, answers, random, schedule });
  const titleId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const lastMessage = chat.messages.at(-1);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  const choose = (suggestion: string) => {
    // The chip disappears once chosen; focus goes where its text went.
    inputRef.current?.focus();
    chat.choose(suggestion);
  };

  return (
    <div
      id={id}
      className="chat-panel"
      role="dialog"
      aria-labelledby={titleId}
      hidden={!open}
      onKeyDown={onKeyDown}
    >
      <header className="chat-panel__header">
        <AssociationLogo size={36} />
        <div>
          <h2 id={titleId} className="chat-panel__title">
            {copy.title}
          </h2>
          <p className="chat-panel__status">{copy.status}</p>
        </div>
      </header>
      <ChatConversation
        label={copy.conversationLabel}
        followKey={`${lastMessage?.id ?? ''}:${chat.typing}:${chat.suggestionsVisible}`}
        visitorTurn={chat.typing || lastMessage?.sender === 'user'}
      >
        <ChatLog
          messages={chat.messages}
          typing={chat.typing}
          label={copy.logLabel}
          typingLabel={copy.typing}
          onNavigate={onNavigate}
        />
        {chat.suggestionsVisible && (
          <ChatSuggestions
            label={copy.suggestionsLabel}
            suggestions={copy.suggestions}
            onChoose={choose}
          />
        )}
      </ChatConversation>
      <ChatComposer
        inputRef={inputRef}
        value={chat.draft}
        onChange={chat.setDraft}
        onSubmit={chat.ask}
        label={copy.inputLabel}
        placeholder={copy.placeholder}
        sendLabel={copy.send}
      />
    </div>
  );
}
