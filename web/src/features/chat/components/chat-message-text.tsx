import { Link } from 'react-router-dom';
import { parseChatText } from '@/features/chat/lib/chat-text';

/** A bot message with its `[label](/path)` marks as router links; everything else is plain text. */
export function ChatMessageText({ text, onNavigate }: { text: string; onNavigate: () => void }) {
  return parseChatText(text).map((part, index) =>
    part.kind === 'link' ? (
      <Link key={index} to={part.to} onClick={onNavigate}>
        {part.text}
      </Link>
    ) : (
      part.text
    ),
  );
}
