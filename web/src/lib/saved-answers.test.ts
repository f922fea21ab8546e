import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearSavedAnswers,
  hasSavedAnswers,
  noteAnswer,
  SERVED_FROM_CACHE,
  SERVED_FROM_HEADER,
  subscribeToSavedAnswers,
} from '@/lib/saved-answers';

const saved = { headers: new Headers({ [SERVED_FROM_HEADER]: SERVED_FROM_CACHE }) };
const fresh = { headers: new Headers() };

afterEach(() => clearSavedAnswers());

describe('saved answers', () => {
  it('notes a saved answer until the same path answers fresh', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToSavedAnswers(listener);
    noteAnswer('/events', saved);
    expect(hasSavedAnswers()).toBe(true);
    noteAnswer('/events/upcoming', fresh);
    expect(hasSavedAnswers()).toBe(true);
    noteAnswer('/events', fresh);
    expect(hasSavedAnswers()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('starts afresh when cleared (a new page)', () => {
    noteAnswer('/events', saved);
    clearSavedAnswers();
    expect(hasSavedAnswers()).toBe(false);
  });
});
