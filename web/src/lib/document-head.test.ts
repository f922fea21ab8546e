import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  documentHeadOverride,
  setDocumentHeadOverride,
  subscribeDocumentHead,
} from '@/lib/document-head';

let clear: (() => void) | undefined;
afterEach(() => clear?.());

describe('document head override', () => {
  it('holds an override until it is cleared, telling subscribers each time', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeDocumentHead(listener);
    const override = { title: 'Summer Training Camp' };
    clear = setDocumentHeadOverride(override);
    expect(documentHeadOverride()).toBe(override);
    clear();
    expect(documentHeadOverride()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    setDocumentHeadOverride({ title: 'Unheard' })();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('lets a page clear only its own override', () => {
    const clearFirst = setDocumentHeadOverride({ title: 'First' });
    const second = { title: 'Second' };
    clear = setDocumentHeadOverride(second);
    clearFirst();
    expect(documentHeadOverride()).toBe(second);
  });
});
