import { describe, expect, it } from 'vitest';
import * as enAchievements from '@/features/events/content/achievements';
import * as mrAchievements from '@/features/events/content/achievements.mr';
import * as enEventPage from '@/features/events/content/event-page-copy';
import * as mrEventPage from '@/features/events/content/event-page-copy.mr';
import * as enIntro from '@/features/events/content/events-intro';
import * as mrIntro from '@/features/events/content/events-intro.mr';
import * as enPage from '@/features/events/content/events-page-copy';
import * as mrPage from '@/features/events/content/events-page-copy.mr';
import * as enTally from '@/features/events/content/medal-tally';
import * as mrTally from '@/features/events/content/medal-tally.mr';
import * as enDetail from '@/lib/events/event-detail-copy';
import * as mrDetail from '@/lib/events/event-detail-copy.mr';

const DEVANAGARI = /[\u0900-\u097F]/;

/** Keys, array lengths and value kinds of a content value; strings are compared by kind only. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (typeof value === 'function') return 'function';
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shape(item)]));
  }
  return typeof value;
}

const pairs = [
  ['achievements', enAchievements, mrAchievements],
  ['event-page-copy', enEventPage, mrEventPage],
  ['events-intro', enIntro, mrIntro],
  ['events-page-copy', enPage, mrPage],
  ['medal-tally', enTally, mrTally],
  ['event-detail-copy', enDetail, mrDetail],
] as const;

describe('Marathi events content', () => {
  it.each(pairs)('%s has the English module’s exports and shape, in Devanagari', (_, en, mr) => {
    expect(Object.keys(mr).sort()).toEqual(Object.keys(en).sort());
    expect(shape(mr)).toEqual(shape(en));
    expect(JSON.stringify(mr)).toMatch(DEVANAGARI);
  });

  it('keeps ids, numbers, images and links', () => {
    const { achievementsCopy: en } = enAchievements;
    const { achievementsCopy: mr } = mrAchievements;
    expect(mr.items.map(({ id, year, image }) => [id, year, image])).toEqual(
      en.items.map(({ id, year, image }) => [id, year, image]),
    );
    expect(mr.stats.map((stat) => stat.value)).toEqual(en.stats.map((stat) => stat.value));
    expect(mrTally.medalTallyCopy.years).toEqual(enTally.medalTallyCopy.years);
    expect(mrPage.eventsPageCopy.card.register.to).toBe(enPage.eventsPageCopy.card.register.to);
    expect(mrPage.eventsPageCopy.contact.link.to).toBe(enPage.eventsPageCopy.contact.link.to);
    expect(mrDetail.eventDetailCopy.actions.register.to).toBe('/enroll');
    expect(mrDetail.eventDetailCopy.actions.contact.to).toBe('/contact');
  });

  it('names every event type and date range in Marathi', () => {
    const { filters } = mrPage.eventsPageCopy;
    expect(Object.keys(filters.type.options)).toEqual(
      Object.keys(enDetail.eventDetailCopy.typeLabels),
    );
    for (const label of [
      ...Object.values(filters.type.options),
      ...Object.values(filters.range.options),
    ]) {
      expect(label).toMatch(DEVANAGARI);
    }
    expect(filters.activeCount(2)).toBe('2 लागू');
    expect(mrPage.eventsPageCopy.list.count(1)).toMatch(/^1 /);
  });
});
