import type { ChatMessage } from '@/features/chat/lib/chat-types';

/**
 * The conversation as a pure reducer. Timing lives in the hook that drives it; this
 * only records what happened.
 */
export interface ChatState {
  messages: readonly ChatMessage[];
  /** Replies still being "typed". */
  pendingReplies: number;
  /** Set 500 ms after a reply; cleared whenever the conversation moves on. */
  suggestionsReady: boolean;
  /** Keeps message ids unique across resets, so React never reuses a bubble. */
  nextId: number;
}

export type ChatAction =
  | { type: 'asked'; text: string }
  | { type: 'answered'; text: string }
  | { type: 'suggestionsShown' }
  | { type: 'suggestionsHidden' }
  | { type: 'reset'; welcome: string };

export function initialChatState(welcome: string, nextId = 1): ChatState {
  return {
    messages: [{ id: `m${nextId}`, text: welcome, sender: 'bot' }],
    pendingReplies: 0,
    suggestionsReady: true,
    nextId: nextId + 1,
  };
}

function append(state: ChatState, message: Omit<ChatMessage, 'id'>): ChatState {
  return {
    ...state,
    messages: [...state.messages, { ...message, id: `m${state.nextId}` }],
    nextId: state.nextId + 1,
    suggestionsReady: false,
  };
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'asked':
      return {
        ...append(state, { text: action.text, sender: 'user' }),
        pendingReplies: state.pendingReplies + 1,
      };
    case 'answered':
      return {
        ...append(state, { text: action.text, sender: 'bot' }),
        pendingReplies: Math.max(0, state.pendingReplies - 1),
      };
    case 'suggestionsShown':
      return { ...state, suggestionsReady: true };
    case 'suggestionsHidden':
      return { ...state, suggestionsReady: false };
    case 'reset':
      return initialChatState(action.welcome, state.nextId);
  }
}

export const isTyping = (state: ChatState) => state.pendingReplies > 0;

/** Chips show only when the last message is the bot's (and never while it types). */
export function suggestionsVisible(state: ChatState): boolean {
  const last = state.messages.at(-1);
  return state.suggestionsReady && last?.sender === 'bot' && !isTyping(state);
}
