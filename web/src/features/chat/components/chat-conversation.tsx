import { type ReactNode, useLayoutEffect, useRef } from 'react';

const TOP_GAP_PX = 12;

interface ChatConversationProps {
  label: string;
  /** Changes whenever the content grows: a message, the typing indicator, the chips. */
  followKey: string;
  /** The visitor's turn (their message or the typing indicator) ends the conversation. */
  visitorTurn: boolean;
  children: ReactNode;
}

/**
 * The scrolling part of the panel: the log and, after the bot's last message, the chips. It
 * follows the conversation: to the bottom on the visitor's turn, and to the start of a new
 * answer (or as far down as that allows) when the bot replies, so long answers are read from
 * their first line. Focusable, so it scrolls with the keyboard too.
 */
export function ChatConversation({
  label,
  followKey,
  visitorTurn,
  children,
}: ChatConversationProps) {
  const scrollerRef = useRef<HTMLElement>(null);

  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const lastAnswer = scroller.querySelector<HTMLElement>('[role="log"] > :last-child');
    scroller.scrollTop =
      visitorTurn || !lastAnswer ? scroller.scrollHeight : lastAnswer.offsetTop - TOP_GAP_PX;
  }, [followKey, visitorTurn]);

  return (
    <section ref={scrollerRef} className="chat-conversation" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
