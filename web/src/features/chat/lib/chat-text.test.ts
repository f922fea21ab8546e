import { describe, expect, it } from 'vitest';
import { chatAnswers } from '@/features/chat/content/chat-answers';
import { parseChatText } from '@/features/chat/lib/chat-text';

describe('parseChatText', () => {
  it('splits text and in-site links', () => {
    expect(parseChatText('See the [Events page](/events) for dates.')).toEqual([
      { kind: 'text', text: 'See the ' },
      { kind: 'link', text: 'Events page', to: '/events' },
      { kind: 'text', text: ' for dates.' },
    ]);
  });

  it('never makes links out of other hosts, schemes or markup', () => {
    for (const text of [
      '[evil](https://example.com)',
      '[evil](//example.com)',
      '[evil](javascript:alert(1))',
      '<a href="/x">html</a>',
    ]) {
      expect(parseChatText(text)).toEqual([{ kind: 'text', text }]);
    }
  });

  it('every answer links only to pages of the site', () => {
    const known = new Set(['/programs', '/events', '/contact', '/enroll', '/about']);
    for (const answer of Object.values(chatAnswers)) {
      for (const part of parseChatText(answer)) {
        if (part.kind === 'link') expect(known).toContain(part.to);
        else expect(part.text).not.toMatch(/\]\(|<[a-z]/i);
      }
    }
  });
});
