import { describe, expect, it } from 'vitest';
import {
  chatReducer,
  type ChatState,
  initialChatState,
  isTyping,
  suggestionsVisible,
} from '@/features/chat/lib/chat-state';

const start = initialChatState('Welcome');
const run = (state: ChatState, ...actions: Parameters<typeof chatReducer>[1][]) =>
  actions.reduce(chatReducer, state);

describe('chatReducer', () => {
  it('starts with the welcome message and the chips', () => {
    expect(start.messages).toEqual([{ id: 'm1', text: 'Welcome', sender: 'bot' }]);
    expect(suggestionsVisible(start)).toBe(true);
  });

  it('hides the chips while the last message is the visitor’s or the bot types', () => {
    const asked = run(start, { type: 'asked', text: 'fees?' });
    expect(isTyping(asked)).toBe(true);
    expect(suggestionsVisible(run(asked, { type: 'suggestionsShown' }))).toBe(false);

    const answered = run(asked, { type: 'answered', text: '₹2000' });
    expect(isTyping(answered)).toBe(false);
    expect(suggestionsVisible(answered)).toBe(false);
    expect(suggestionsVisible(run(answered, { type: 'suggestionsShown' }))).toBe(true);
  });

  it('resets to the welcome with fresh ids', () => {
    const talked = run(
      start,
      { type: 'asked', text: 'a' },
      { type: 'answered', text: 'b' },
      { type: 'reset', welcome: 'Welcome' },
    );
    expect(talked.messages.map((m) => m.text)).toEqual(['Welcome']);
    expect(talked.messages[0]?.id).not.toBe('m1');
    expect(isTyping(talked)).toBe(false);
    expect(suggestionsVisible(talked)).toBe(true);
  });
});
