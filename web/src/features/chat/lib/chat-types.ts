/** A chat message. Bot texts may carry `[label](/path)` links (see chat-text.ts). */
export type ChatSender = 'user' | 'bot';

export interface ChatMessage {
  id: string;
  text: string;
  sender: ChatSender;
}

/**
 * What a question can be about. The rules (chat-rules.ts) pick one; a content module per language
 * (content/chat-answers.ts for English) says what the assistant answers to it.
 */
export type ChatTopic =
  | 'schedule'
  | 'fees'
  | 'discounts'
  | 'benefits'
  | 'belts'
  | 'trial'
  | 'instructors'
  | 'equipment'
  | 'events'
  | 'ages'
  | 'enroll'
  | 'programs'
  | 'contact'
  | 'greeting'
  | 'thanks'
  | 'fallback';

export type ChatAnswers = Readonly<Record<ChatTopic, string>>;
