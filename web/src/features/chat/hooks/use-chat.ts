import { useCallback, useEffect, useEffectEvent, useReducer, useRef, useState } from 'react';
import { replyTo } from '@/features/chat/lib/chat-rules';
import {
  chatReducer,
  initialChatState,
  isTyping,
  suggestionsVisible,
} from '@/features/chat/lib/chat-state';
import {
  type RandomSource,
  RESET_AFTER_CLOSE_MS,
  type Schedule,
  SUGGESTION_SEND_DELAY_MS,
  SUGGESTIONS_DELAY_MS,
  typingDelay,
} from '@/features/chat/lib/chat-timing';
import type { ChatAnswers } from '@/features/chat/lib/chat-types';

export interface UseChatOptions {
  open: boolean;
  welcome: string;
  answers: ChatAnswers;
  /** Injected so tests can fix the typing delay and drive the clock. */
  random: RandomSource;
  schedule: Schedule;
}

/**
 * The timed side of the conversation: a reply after a random 500-1500 ms of
 * typing, chips back 500 ms after it, a chip sent 100 ms after it fills the input, and the
 * conversation back to its welcome 300 ms after the panel closes.
 */
export function useChat({ open, welcome, answers, random, schedule }: UseChatOptions) {
  const [state, dispatch] = useReducer(chatReducer, welcome, (text) => initialChatState(text));
  const [draft, setDraft] = useState('');
  const timers = useRef(new Set<() => void>());
  const suggestionsTimer = useRef<(() => void) | undefined>(undefined);

  const later = useCallback(
    (task: () => void, delayMs: number) => {
      const cancel = schedule(() => {
        timers.current.delete(cancel);
        task();
      }, delayMs);
      timers.current.add(cancel);
      return cancel;
    },
    [schedule],
  );

  const cancelAll = useCallback(() => {
    for (const cancel of timers.current) cancel();
    timers.current.clear();
  }, []);

  const ask = useCallback(
    (text: string): boolean => {
      const reply = replyTo(text, answers);
      if (reply === null) return false;
      dispatch({ type: 'asked', text: text.trim() });
      setDraft('');
      suggestionsTimer.current?.();
      later(() => {
        dispatch({ type: 'answered', text: reply });
        suggestionsTimer.current?.();
        suggestionsTimer.current = later(
          () => dispatch({ type: 'suggestionsShown' }),
          SUGGESTIONS_DELAY_MS,
        );
      }, typingDelay(random));
      return true;
    },
    [answers, later, random],
  );

  const choose = useCallback(
    (suggestion: string) => {
      setDraft(suggestion);
      // Hidden at once, so a second tap cannot send the question twice.
      dispatch({ type: 'suggestionsHidden' });
      later(() => ask(suggestion), SUGGESTION_SEND_DELAY_MS);
    },
    [ask, later],
  );

  const reset = useEffectEvent(() => {
    cancelAll();
    setDraft('');
    dispatch({ type: 'reset', welcome });
  });

  useEffect(() => {
    if (open) return;
    return schedule(() => reset(), RESET_AFTER_CLOSE_MS);
  }, [open, schedule]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const cancel of pending) cancel();
    };
  }, []);

  return {
    messages: state.messages,
    typing: isTyping(state),
    suggestionsVisible: suggestionsVisible(state),
    draft,
    setDraft,
    ask,
    choose,
  };
}
