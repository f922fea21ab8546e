import { describe, expect, it } from 'vitest';
import type { EventDetailView } from '@/lib/events/event-detail-view';
import { eventMetaDescription } from './event-page-meta';

const view = {
  title: 'Summer Training Camp',
  dateText: '5–9 May 2026',
  place: 'Pune, Maharashtra',
  description: 'Five days of **conditioning** and\n\nsparring drills.',
} as EventDetailView;
const fallback = (title: string, when: string, place: string) => `${title}: ${when}, ${place}.`;

describe('eventMetaDescription', () => {
  it("is the event's description as plain text", () => {
    expect(eventMetaDescription(view, fallback)).toBe(
      'Five days of conditioning and sparring drills.',
    );
  });

  it('cuts a long description at a word near 160 characters', () => {
    const long = `${'Sparring and patterns for every age group, '.repeat(6)}end.`;
    const text = eventMetaDescription({ ...view, description: long }, fallback);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text).toMatch(/group…$|patterns…$|age…$|every…$|for…$|and…$|Sparring…$/);
  });

  it('names the title, date and place when there is no description', () => {
    expect(eventMetaDescription({ ...view, description: null }, fallback)).toBe(
      'Summer Training Camp: 5–9 May 2026, Pune, Maharashtra.',
    );
  });
});
